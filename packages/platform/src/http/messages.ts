import {
  formatMessage,
  formatMessageRef,
  type MessageArgs,
  type MessageKey,
  type MessageParam,
  type PlainMessageKey,
} from '@tb/contracts';
import type { FastifyRequest } from 'fastify';
import { type Lang, requestLanguage } from './language.ts';

/** A catalogued message in one language: the one step that words every answer, error or success. */
export function localize(key: MessageKey, lang: Lang, params?: Readonly<Record<string, MessageParam>>): string {
  return formatMessage(lang, key, params);
}

/**
 * A route's own answer (`messageFor(request, 'inbox.found', { n: 3 })`) in the caller's language, worded by the same
 * step as the error handler's answers; the key and its parameters are checked against the catalogue when compiled.
 */
export function messageFor(request: FastifyRequest, ...[key, params]: MessageArgs): string {
  return localize(key, requestLanguage(request), params);
}

/**
 * A service's own zod schema names its message by key (`z.string().uuid(validationKey('candidate.notFound'))`),
 * checked when compiled, as the contracts' schemas do with `messageRef` (a plain key is a message ref).
 */
export const validationKey = (key: PlainMessageKey): string => key;

/**
 * A validation message: a message ref of ours (what every check of a schema names: a key, with its parameters) in
 * the caller's language. A library's wording (zod's "Invalid input: expected object, received array" for a body
 * of the wrong shape) is in no catalogue and in English only: every caller gets the catalogued `fallback` instead
 * ('Invalid request'), so each message comes from the catalogue in the caller's language.
 */
export function localizeValidationMessage(
  message: string,
  lang: Lang,
  fallback: PlainMessageKey = 'common.invalidRequest',
): string {
  return formatMessageRef(lang, message) ?? localize(fallback, lang);
}
