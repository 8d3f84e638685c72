import { lazy, Suspense } from 'react';
import { ContactFormPlaceholder } from '@/features/landing/components/contact-section';
import { LandingPage } from '@/features/landing/components/landing-page';

// Its own chunk (the form library and the shared schemas): the first screen of / does not need it.
const ContactForm = lazy(() =>
  import('@/features/contact/components/contact-form').then((m) => ({ default: m.ContactForm })),
);

/** / : the landing page with the contact feature's form in its contact section. */
export function LandingRoute() {
  return (
    <LandingPage
      contactForm={
        <Suspense fallback={<ContactFormPlaceholder />}>
          <ContactForm />
        </Suspense>
      }
    />
  );
}
