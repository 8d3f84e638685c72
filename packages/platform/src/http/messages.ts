import { messagesZh } from '@tb/contracts';
import type { Lang } from './language.ts';

/** Server messages are written in English; the Chinese text comes from the shared catalogue. */
export function localizeMessage(message: string, lang: Lang): string {
  if (lang === 'en') return message;
  return messagesZh[message] ?? message;
}
