import { lazy, Suspense } from 'react';
import { ContactFormPlaceholder } from '@/features/landing/components/contact-section';
import { LandingPage } from '@/features/landing/components/landing-page';

// Its own chunk (the form library, the shared schemas and the query client): the first screen of / needs none.
const ContactForm = lazy(() =>
  Promise.all([import('@/features/contact/components/contact-form'), import('../query-provider')]).then(
    ([form, { withQueryClient }]) => ({ default: withQueryClient(form.ContactForm) }),
  ),
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
