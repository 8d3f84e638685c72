import { apiGet } from '../lib/api-client';
import { readStored } from '../lib/storage';
import {
  LANGUAGE_STORAGE_KEY,
  type Language,
  type LanguageSource,
  languageFromBrowser,
  languageFromSearch,
  parseLanguage,
  selectLanguage,
} from './language';

/** Detection must not hold the first screen for long: past this, it counts as failed. */
const DETECTION_TIMEOUT_MS = 1500;

/** The country the server detected as it served this page (the landing page), or null when it did not. */
function countryFromPage(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="tb-country"]')?.content ?? null;
}

async function detectCountry(): Promise<unknown> {
  const known = countryFromPage();
  if (known !== null) return known;
  const answer = await apiGet<{ country?: unknown }>('/api/detect-location', {
    signal: AbortSignal.timeout(DETECTION_TIMEOUT_MS),
  });
  return answer?.country;
}

/** The language this visit starts in, from the address, storage, the server's location guess and the browser. */
export function detectInitialLanguage(): Promise<{ language: Language; source: LanguageSource }> {
  return selectLanguage({
    search: window.location.search,
    stored: readStored(LANGUAGE_STORAGE_KEY),
    detectCountry,
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language ?? ''],
  });
}

/** The language detection will most likely pick, known at once (address, storage, browser): its texts can load meanwhile. */
export function likelyLanguage(): Language {
  return (
    languageFromSearch(window.location.search) ??
    parseLanguage(readStored(LANGUAGE_STORAGE_KEY)) ??
    languageFromBrowser(navigator.languages?.length ? navigator.languages : [navigator.language ?? ''])
  );
}
