import { useTranslation } from 'react-i18next';
import { cardDelayMs } from '../lib/motion';
import { useSeenOnce } from '../lib/use-seen-once';
import { LandingSection } from './landing-section';

const steps = ['first', 'second', 'third'] as const;

/** Three steps; the cards fade in once, one after another, when the row first shows. */
export function HowItWorksSection() {
  const { t } = useTranslation('landing');
  const { ref, seen } = useSeenOnce<HTMLOListElement>();
  return (
    <LandingSection
      id="how-it-works"
      name="how_it_works"
      eyebrow={t('steps.eyebrow')}
      title={t('steps.title')}
      subtitle={t('steps.subtitle')}
      tone="tinted"
    >
      <ol ref={ref} className="tb-lp-steps">
        {steps.map((key, index) => (
          <li
            key={key}
            className={`tb-lp-step${seen ? ' tb-lp-step--visible' : ''}`}
            style={{ transitionDelay: `${cardDelayMs(index)}ms` }}
            data-step={index + 1}
          >
            <span className="tb-lp-step__number" aria-hidden>
              {index + 1}
            </span>
            <h3 className="tb-lp-step__title">{t(`steps.${key}.title`)}</h3>
            <p className="tb-lp-step__body">{t(`steps.${key}.body`)}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
