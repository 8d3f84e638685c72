import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** '{title} · Talent Bridge', or the brand alone. */
export const pageTitle = (title: string | undefined, brand: string) => (title ? `${title} · ${brand}` : brand);

/** Sets the browser tab title to '{title} · Talent Bridge', following the language. */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const brand = t('brand.name');
  useEffect(() => {
    document.title = pageTitle(title, brand);
  }, [title, brand]);
}
