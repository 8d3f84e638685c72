import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '@/shared/i18n/language-store';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { landingVariant } from '../lib/experiment';
import { ContactSection } from './contact-section';
import { FaqSection } from './faq-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { ProblemSection } from './problem-section';
import './landing.css';

/**
 * The landing page `/`: hero, problem and solution, how it works, FAQ, contact. English speaks to U.S.
 * startups, Chinese to AI engineers. The contact form comes from `app/` (features never import each other).
 */
export function LandingPage({ contactForm }: { contactForm: ReactNode }) {
  const { t } = useTranslation('landing');
  const language = useLanguageStore((s) => s.language);
  const variant = landingVariant();
  usePageTitle(t('pageTitle'));
  return (
    <div className="tb-lp" data-variant={variant}>
      <HeroSection language={language} variant={variant} />
      <ProblemSection />
      <HowItWorksSection />
      <FaqSection />
      <ContactSection form={contactForm} />
    </div>
  );
}
