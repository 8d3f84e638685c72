import { TickIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_SECTION_ID } from './hero-section';
import { LandingSection } from './landing-section';

const points = ['first', 'second', 'third'] as const;

/** The contact section; the form itself belongs to the contact feature and arrives as a slot. */
export function ContactSection({ form }: { form: ReactNode }) {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id={CONTACT_SECTION_ID} name="contact" eyebrow={t('contact.eyebrow')} title={t('contact.title')}>
      <div className="tb-lp-contact">
        <div className="tb-lp-contact__intro">
          <p>{t('contact.subtitle')}</p>
          <ul className="tb-lp-contact__points">
            {points.map((key) => (
              <li key={key}>
                <TickIcon aria-hidden />
                <span>{t(`contact.points.${key}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="tb-lp-contact__card">{form}</div>
      </div>
    </LandingSection>
  );
}
