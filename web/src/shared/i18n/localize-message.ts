import { formatMessageRef } from '@tb/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, parseLanguage } from './language';

/**
 * A message the shared schemas give (a message ref of the one catalogue: 'auth.invalidEmail',
 * 'common.atMost?max=255') in the reader's language, said by the same step as the server's error handler
 * (`formatMessageRef`). Any other text (an answer the server already worded in the caller's language) shows as it is.
 */
export function localizeMessage(message: string, language: string): string {
  return formatMessageRef(parseLanguage(language) ?? DEFAULT_LANGUAGE, message) ?? message;
}

/** localizeMessage in the current language: a refused field's message under it, a form's toast. */
export function useLocalizeMessage(): (message: string | undefined) => string | undefined {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((message) => (message === undefined ? undefined : localizeMessage(message, language)), [language]);
}
