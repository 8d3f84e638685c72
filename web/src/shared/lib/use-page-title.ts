import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title to '{title} · Talent Bridge', following the language. */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const brand = t('brand.name');
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
}
