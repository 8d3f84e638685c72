import { ChevronDownIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '@/shared/lib/analytics';
import { LandingSection } from './landing-section';

const items = ['first', 'second', 'third', 'fourth', 'fifth'] as const;
type Item = (typeof items)[number];

/** An accordion: one answer open at a time; the open one closes when its question is clicked again. */
export function FaqSection() {
  const { t } = useTranslation('landing');
  const [open, setOpen] = useState<Item | null>(null);
  const toggle = (item: Item) => {
    const next = open === item ? null : item;
    setOpen(next);
    if (next) track('faq_open', { question: item });
  };
  return (
    <LandingSection id="faq" name="faq" eyebrow={t('faq.eyebrow')} title={t('faq.title')}>
      <div className="tb-lp-faq">
        {items.map((item) => {
          const expanded = open === item;
          return (
            <div key={item} className={`tb-lp-faq__item${expanded ? ' tb-lp-faq__item--open' : ''}`}>
              <h3 className="tb-lp-faq__question">
                <button
                  type="button"
                  id={`faq-${item}`}
                  aria-expanded={expanded}
                  aria-controls={`faq-${item}-answer`}
                  // Pressed before the app runs, the page's early script keeps the press for it.
                  data-tb-replay=""
                  onClick={() => toggle(item)}
                >
                  <span>{t(`faq.items.${item}.question`)}</span>
                  <ChevronDownIcon className="tb-lp-faq__chevron" aria-hidden />
                </button>
              </h3>
              <section
                id={`faq-${item}-answer`}
                aria-labelledby={`faq-${item}`}
                className="tb-lp-faq__answer"
                hidden={!expanded}
              >
                <p>{t(`faq.items.${item}.answer`)}</p>
              </section>
            </div>
          );
        })}
      </div>
    </LandingSection>
  );
}
