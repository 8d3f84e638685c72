/**
 * Which language a visit starts in: the `lang` query parameter, then the stored
 * preference, then location detection, then the browser language. Pure, so the order is unit-tested.
 */
export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'talentbridge.lang';
export const LANGUAGE_PARAM = 'lang';

export function parseLanguage(value: unknown): Language | null {
  return value === 'en' || value === 'zh' ? value : null;
}

export function languageFromSearch(search: string): Language | null {
  return parseLanguage(new URLSearchParams(search).get(LANGUAGE_PARAM));
}

/** A detected country selects Chinese when it is China; null when the answer names no country. */
export function languageFromCountry(country: unknown): Language | null {
  if (typeof country !== 'string' || country.trim() === '') return null;
  const value = country.trim();
  return value.toUpperCase() === 'CN' || value.toLowerCase() === 'china' ? 'zh' : 'en';
}

export function languageFromBrowser(languages: readonly string[]): Language {
  const first = languages.find((l) => l.trim() !== '');
  return first?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export type LanguageSource = 'query' | 'stored' | 'location' | 'browser';

export interface LanguageInputs {
  search: string;
  stored: string | null;
  /** Resolves the detected country; a rejection or an empty answer falls back to the browser language. */
  detectCountry: () => Promise<unknown>;
  browserLanguages: readonly string[];
}

export async function selectLanguage(inputs: LanguageInputs): Promise<{ language: Language; source: LanguageSource }> {
  const fromQuery = languageFromSearch(inputs.search);
  if (fromQuery) return { language: fromQuery, source: 'query' };
  const stored = parseLanguage(inputs.stored);
  if (stored) return { language: stored, source: 'stored' };
  try {
    const detected = languageFromCountry(await inputs.detectCountry());
    if (detected) return { language: detected, source: 'location' };
  } catch {
    // Detection failed: the browser language decides.
  }
  return { language: languageFromBrowser(inputs.browserLanguages), source: 'browser' };
}

/** The address for a language: Chinese sets `?lang=zh`, English removes the parameter. */
export function searchForLanguage(search: string, language: Language): string {
  const params = new URLSearchParams(search);
  if (language === 'zh') params.set(LANGUAGE_PARAM, 'zh');
  else params.delete(LANGUAGE_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The language toggle's link to this address in a language: the address's other parameters kept (a sign-in's
 * `redirect`), and `lang` said outright, even `en` (without it the server would choose by the browser's language).
 */
export function searchWithLanguage(search: string, language: Language): string {
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_PARAM, language);
  return `?${params.toString()}`;
}

/**
 * A same-site path in a language: Chinese sets `?lang=zh`, English removes the parameter. The app's links say it
 * (LanguageLink), so a link followed before the app runs, or opened in a new tab, keeps the visit's language.
 */
export function pathInLanguage(path: string, language: Language): string {
  const url = new URL(path, 'http://same.site');
  return `${url.pathname}${searchForLanguage(url.search, language)}${url.hash}`;
}
