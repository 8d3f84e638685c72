import { Link, type LinkProps, NavLink, type NavLinkProps, type To } from 'react-router';
import { pathInLanguage } from '@/shared/i18n/language';
import { useLanguageStore } from '@/shared/i18n/language-store';

/**
 * The app's links carry the language shown (`?lang=zh` in Chinese), as the address does once the app has
 * navigated there (LanguageAddressSync): a link followed before the app has taken a rendered page over, or opened
 * in a new tab, keeps the visit's language. The rendered pages are drawn in the language they show, the app's first
 * render in the same one (start.tsx), so the markup matches however the visit chose its language.
 */
function useInLanguage(to: To): To {
  const language = useLanguageStore((state) => state.language);
  return typeof to === 'string' ? pathInLanguage(to, language) : to;
}

export function LanguageLink({ to, ...rest }: LinkProps) {
  return <Link to={useInLanguage(to)} {...rest} />;
}

export function LanguageNavLink({ to, ...rest }: NavLinkProps) {
  return <NavLink to={useInLanguage(to)} {...rest} />;
}
