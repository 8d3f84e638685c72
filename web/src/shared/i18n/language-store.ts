import { create } from 'zustand';
import { writeStored } from '../lib/storage';
import { applyLanguage } from './i18n';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language } from './language';

interface LanguageState {
  language: Language;
  /** Switches every screen to `language`; `remember` stores it as the preference. */
  setLanguage(language: Language, options?: { remember?: boolean }): void;
}

export const useLanguageStore = create<LanguageState>()((set) => ({
  language: DEFAULT_LANGUAGE,
  setLanguage(language, options = {}) {
    applyLanguage(language);
    if (options.remember) writeStored(LANGUAGE_STORAGE_KEY, language);
    set({ language });
  },
}));
