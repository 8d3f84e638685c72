import { formatMessage, type MessageKey, type MessageParam, messageKeyOf } from '@tb/contracts';
import type { Lang } from './language.ts';

/** A catalogued message in the caller's language: how the error handler words every error it answers. */
export function localize(key: MessageKey, lang: Lang, params?: Readonly<Record<string, MessageParam>>): string {
  return formatMessage(lang, key, params);
}

/**
 * A route's own answer text ('Candidate saved successfully'), written in English as the catalogue words it, in the
 * caller's language. A text the catalogue does not hold stays as it is.
 */
export function localizeMessage(message: string, lang: Lang): string {
  const key = messageKeyOf(message);
  return key ? localize(key, lang) : message;
}

/**
 * A validation message: ours (a contract schema's, catalogued in both languages) in the caller's language; a
 * library's wording (zod's "Invalid input: expected object, received array" for a body of the wrong shape) has no
 * Chinese, so a Chinese caller gets the generic 'Invalid request' in Chinese instead of English.
 */
export function localizeValidationMessage(message: string, lang: Lang): string {
  const key = messageKeyOf(message);
  if (key) return localize(key, lang);
  return lang === 'en' ? message : localize('common.invalidRequest', lang);
}
