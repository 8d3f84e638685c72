import { LANGUAGE_COOKIE } from '@tb/contracts';
import type { Language } from './language';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

function cookieLanguage(): string | null {
  const match = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie);
  return match?.[1] ?? null;
}

/** Makes the cookie say what storage says: the stored language, or nothing when none is stored. */
export function mirrorLanguageCookie(stored: Language | null): void {
  try {
    if (cookieLanguage() === stored) return;
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed cookie, written at once (the Cookie Store API is asynchronous and newer).
    document.cookie = stored
      ? `${LANGUAGE_COOKIE}=${stored}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`
      : `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  } catch {
    // Cookies disabled: the server falls back to the other rules and the app corrects the language.
  }
}
