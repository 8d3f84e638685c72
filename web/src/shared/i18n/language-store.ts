import { create } from 'zustand';
import { writeStored } from '../lib/storage';
import { applyLanguage, isLanguageLoaded, loadLanguage } from './i18n';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language } from './language';
import { mirrorLanguageCookie } from './language-cookie';

interface LanguageState {
  language: Language;
  /** Switches every screen to `language`; `remember` stores it as the preference. */
  setLanguage(language: Language, options?: { remember?: boolean }): void;
}

/** The newest request wins when a slow download of one language finishes after a switch back. */
let requested: Language = DEFAULT_LANGUAGE;

/**
 * The language last chosen, shown or still downloading its texts. What the address must follow: a choice of English
 * is made before its texts arrive, and `?lang=zh` must not be put back meanwhile.
 */
export const requestedLanguage = (): Language => requested;

export const useLanguageStore = create<LanguageState>()((set) => ({
  language: DEFAULT_LANGUAGE,
  setLanguage(language, options = {}) {
    requested = language;
    if (options.remember) {
      writeStored(LANGUAGE_STORAGE_KEY, language);
      mirrorLanguageCookie(language);
    }
    const show = () => {
      if (requested !== language) return;
      applyLanguage(language);
      set({ language });
    };
    // The first language is loaded before the first render (main.tsx); the other one on its first toggle.
    if (isLanguageLoaded(language)) show();
    else void loadLanguage(language).then(show, () => undefined);
  },
}));

/**
 * Sets the language a render on the server shows (the build's prerender, src/prerender/render-landing.tsx):
 * react-dom/server reads zustand stores through their initial state (useSyncExternalStore's server snapshot), not
 * through the current one, so that changes too. Never called in the browser.
 */
export function setServerLanguage(language: Language): void {
  useLanguageStore.getState().setLanguage(language);
  Object.assign(useLanguageStore.getInitialState(), { language });
}
