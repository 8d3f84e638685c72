import { z } from 'zod';
import { messageRef } from './refs.ts';

/**
 * Checks a caller can fail in a query, a path or a body, each naming its catalogued message with the limits it
 * says, so no refusal is worded by zod (English only) instead of the catalogue.
 */

/** Text of at most `max` characters (trimmed first when `trim`). */
export const textAtMost = (max: number, { trim = false } = {}) => {
  const text = trim ? z.string().trim() : z.string();
  return text.max(max, messageRef('common.atMost', { max }));
};

/** One of a fixed list of values; the message names them. */
export const choiceOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: messageRef('common.oneOf', { options: values.join(', ') }) });

/** A whole number from `min` to `max`, read from text (a query string or a path); one message for every way to miss. */
export const wholeNumberBetween = (min: number, max: number) => {
  const message = messageRef('common.wholeNumberBetween', { min, max });
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};
