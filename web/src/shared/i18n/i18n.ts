import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language';
import { namespaces, resources } from './resources';

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export function applyLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
