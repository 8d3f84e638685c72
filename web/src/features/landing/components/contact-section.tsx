import { Spinner } from '@blueprintjs/core';
import { TickIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '../lib/use-near-viewport';
import { CONTACT_SECTION_ID } from './hero-section';
import { LandingSection } from './landing-section';

const points = ['first', 'second', 'third'] as const;

/**
 * The contact section. The form belongs to the contact feature and arrives as a slot; it is rendered (and
 * its code fetched) only as the section nears the screen.
 */
export function ContactSection({ form }: { form: ReactNode }) {
  const { t } = useTranslation('landing');
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <LandingSection
      id={CONTACT_SECTION_ID}
      name="contact"
      eyebrow={t('contact.eyebrow')}
      title={t('contact.title')}
      tone="tinted"
    >
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
        <div ref={ref} className="tb-lp-contact__card">
          {near ? form : <ContactFormPlaceholder />}
        </div>
      </div>
    </LandingSection>
  );
}

/** Holds the form's place (about its height) so nothing below jumps when it arrives. */
export function ContactFormPlaceholder() {
  return (
    <div className="tb-lp-contact__placeholder">
      <Spinner size={24} />
    </div>
  );
}
