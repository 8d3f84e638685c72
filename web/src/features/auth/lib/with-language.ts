import { type Language, searchForLanguage } from '@/shared/i18n/language';

/**
 * A same-site path for a full page load that keeps the screen's language in the address (Chinese sets
 * `?lang=zh`), since a fresh page would otherwise choose its language again.
 */
export function withLanguage(path: string, language: Language): string {
  const url = new URL(path, 'http://same.site');
  const search = searchForLanguage(url.search, language);
  return `${url.pathname}${search}${url.hash}`;
}
