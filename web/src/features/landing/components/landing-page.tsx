import { Card, H1, H2 } from '@blueprintjs/core';
import { ArrowRightIcon, ChatIcon, EndorsedIcon, HelpIcon, LayersIcon, TimeIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '@/shared/i18n/language-store';
import { track } from '@/shared/lib/analytics';
import { paths } from '@/shared/lib/paths';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { LinkButton } from '@/shared/ui/link-button';

type SectionKey = 'about' | 'howItWorks' | 'faq' | 'contact';

const highlights = ['first', 'second', 'third'] as const;

const sections: { key: SectionKey; id: string; icon: ReactNode }[] = [
  { key: 'about', id: 'about', icon: <EndorsedIcon size={22} /> },
  { key: 'howItWorks', id: 'how-it-works', icon: <LayersIcon size={22} /> },
  { key: 'faq', id: 'faq', icon: <HelpIcon size={22} /> },
  { key: 'contact', id: 'contact-us', icon: <ChatIcon size={22} /> },
];

/**
 * /: a first landing page (hero and the four anchored sections the footer links to). The full page (problem and
 * solution, animated steps, FAQ accordion, contact form) arrives in a later release.
 */
export function LandingPage() {
  const { t } = useTranslation('landing');
  const { t: tc } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  usePageTitle(t('pageTitle'));
  // English visitors are startups (the button leads to the contact form); Chinese visitors are engineers.
  const primary = language === 'zh' ? paths.projects : paths.contact;
  const secondary = language === 'zh' ? paths.contact : paths.projects;

  return (
    <div className="tb-landing">
      <section className="tb-hero">
        <div className="tb-hero__inner">
          <div>
            <p className="tb-hero__eyebrow">{t('hero.eyebrow')}</p>
            <H1 className="tb-hero__title">{t('hero.title')}</H1>
            <p className="tb-hero__subtitle">{t('hero.subtitle')}</p>
            <div className="tb-hero__actions">
              <LinkButton
                to={primary}
                intent="primary"
                size="large"
                endIcon={<ArrowRightIcon />}
                onClick={() => track('cta_click', { location: 'hero', language })}
              >
                {t('hero.cta')}
              </LinkButton>
              <LinkButton to={secondary} variant="outlined" size="large" className="tb-hero__secondary">
                {t('hero.secondary')}
              </LinkButton>
            </div>
            <p className="tb-hero__notice">
              <TimeIcon /> {tc('placeholder.notice')}
            </p>
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
      <div className="tb-page tb-landing__sections">
        {sections.map(({ key, id, icon }) => (
          <Card key={key} id={id} className="tb-landing__section" elevation={0}>
            <div className="tb-landing__section-icon">{icon}</div>
            <H2 className="tb-landing__section-title">{t(`sections.${key}.title`)}</H2>
            <p>{t(`sections.${key}.body`)}</p>
          </Card>
        ))}
      </div>
    </div>
  );
}
