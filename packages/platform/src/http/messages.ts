import { messagesZh } from '@tb/contracts';
import type { Lang } from './language.ts';

/** Server messages are written in English; the Chinese text comes from the shared catalogue. */
export function localizeMessage(message: string, lang: Lang): string {
  if (lang === 'en') return message;
  return messagesZh[message] ?? message;
}

/**
 * A validation message: ours (the product's own, catalogued in both languages) as is; a library's wording (zod's
 * "Invalid input: expected object, received array" for a body of the wrong shape) has no Chinese, so a Chinese
 * caller gets the generic 'Invalid request' in Chinese instead of English.
 */
export function localizeValidationMessage(message: string, lang: Lang): string {
  if (lang === 'en' || message in messagesZh) return localizeMessage(message, lang);
  return localizeMessage('Invalid request', lang);
}
