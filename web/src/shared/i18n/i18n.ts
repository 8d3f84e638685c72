import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Namespace } from './bundles/collect';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language';

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  // Languages arrive one at a time (loadLanguage); nothing is fetched by i18next itself.
  partialBundledLanguages: true,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

type Part = 'landing' | 'app';
type Bundle = () => Promise<{ default: Record<string, Namespace> }>;

/**
 * Two chunks per language (bundles/): the shell and landing texts, and the rest. A visitor downloads only the
 * language they read, and the landing page only its part of it.
 */
const bundles: Record<Language, Record<Part, Bundle>> = {
  en: { landing: () => import('./bundles/en-landing'), app: () => import('./bundles/en-app') },
  zh: { landing: () => import('./bundles/zh-landing'), app: () => import('./bundles/zh-app') },
};

/** The parts this visit has needed so far: a language switched to gets the same ones. */
const needed = new Set<Part>(['landing']);
const loaded = new Map<string, Promise<void>>();

function loadPart(language: Language, part: Part): Promise<void> {
  const key = `${language}:${part}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = bundles[language][part]().then(({ default: namespaces }) => {
      for (const [namespace, texts] of Object.entries(namespaces)) {
        i18n.addResourceBundle(language, namespace, texts, true, true);
      }
    });
    // A failed download (a new deployment, a flaky network) may be retried later.
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

const settled = new Set<string>();

export const isLanguageLoaded = (language: Language) => [...needed].every((part) => settled.has(`${language}:${part}`));

/** Adds a language's texts that this visit needs to i18n; resolves when they can be shown. */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([...needed].map((part) => loadPart(language, part).then(() => settled.add(`${language}:${part}`))));
}

/** For every screen but the landing page: the rest of the current language's texts (route `lazy`, routes.tsx). */
export function loadAppTexts(): Promise<void> {
  needed.add('app');
  const current = LANGUAGES.find((l) => l === i18n.language) ?? DEFAULT_LANGUAGE;
  return loadLanguage(current);
}

/** Shows `language`, which must be loaded (see loadLanguage). */
export function applyLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
