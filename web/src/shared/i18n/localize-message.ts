import { messagesZh } from '@tb/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { parseLanguage } from './language';

/**
 * Validation and server messages are the product's English texts (packages/contracts); in Chinese they show through
 * `messagesZh`. A text with no translation (or one the server already sent in Chinese) shows as it is.
 */
export function localizeMessage(message: string, language: string): string {
  return parseLanguage(language) === 'zh' ? (messagesZh[message] ?? message) : message;
}

export function useLocalizeMessage(): (message: string | undefined) => string | undefined {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((message) => (message === undefined ? undefined : localizeMessage(message, language)), [language]);
}
