import { type Language, pathInLanguage } from '@/shared/i18n/language';

/**
 * A same-site path for a full page load that keeps the screen's language in the address (Chinese sets
 * `?lang=zh`), since a fresh page would otherwise choose its language again.
 */
export function withLanguage(path: string, language: Language): string {
  return pathInLanguage(path, language);
}
