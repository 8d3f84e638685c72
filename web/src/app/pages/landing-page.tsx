import { ContactForm } from '@/features/contact/components/contact-form';
import { LandingPage } from '@/features/landing/components/landing-page';

/** / : the landing page with the contact feature's form in its contact section. */
export function LandingRoute() {
  return <LandingPage contactForm={<ContactForm />} />;
}
