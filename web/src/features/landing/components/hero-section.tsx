import { AnchorButton, H1 } from '@blueprintjs/core';
import { ArrowDownIcon, ArrowRightIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/shared/i18n/language';
import { track } from '@/shared/lib/analytics';
import { paths } from '@/shared/lib/paths';
import { LinkButton } from '@/shared/ui/link-button';
import type { LandingVariant } from '../lib/experiment';
import { prefersReducedMotion } from '../lib/motion';

const highlights = ['first', 'second', 'third'] as const;

export const CONTACT_SECTION_ID = 'contact-us';

function scrollToContact() {
  document
    .getElementById(CONTACT_SECTION_ID)
    ?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

/**
 * The hero. Its button is the page's main call to action: startups (English) go to the contact form on this
 * page; engineers (Chinese) go to the openings.
 */
export function HeroSection({ language, variant }: { language: Language; variant: LandingVariant }) {
  const { t } = useTranslation('landing');
  const onCta = () => track('cta_click', { location: 'hero', language, variant });
  return (
    <section className="tb-hero" aria-labelledby="hero-title">
      <div className="tb-hero__inner">
        <div>
          <p className="tb-hero__eyebrow">{t('hero.eyebrow')}</p>
          <H1 id="hero-title" className="tb-hero__title">
            {t('hero.title')}
          </H1>
          <p className="tb-hero__subtitle">{t('hero.subtitle')}</p>
          <div className="tb-hero__actions">
            {language === 'zh' ? (
              <LinkButton
                to={paths.projects}
                intent="primary"
                size="large"
                endIcon={<ArrowRightIcon />}
                onClick={onCta}
              >
                {t('hero.cta')}
              </LinkButton>
            ) : (
              // A link to the section: before the app runs (or without scripts) the browser goes there itself.
              <AnchorButton
                href={`#${CONTACT_SECTION_ID}`}
                intent="primary"
                size="large"
                endIcon={<ArrowDownIcon />}
                onClick={(event) => {
                  event.preventDefault();
                  onCta();
                  scrollToContact();
                }}
              >
                {t('hero.cta')}
              </AnchorButton>
            )}
          </div>
          <p className="tb-hero__notice">{t('hero.ctaHint')}</p>
        </div>
        <ul className="tb-hero__highlights">
          {highlights.map((key) => (
            <li key={key} className="tb-hero__highlight">
              <span className="tb-hero__highlight-value">{t(`highlights.${key}.value`)}</span>
              <span className="tb-hero__highlight-label">{t(`highlights.${key}.label`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
