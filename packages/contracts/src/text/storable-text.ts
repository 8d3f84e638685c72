import type { z } from 'zod';
import type { PlainMessageKey } from '../messages/index.ts';
import { messageRef } from '../messages/refs.ts';

/**
 * The one rule for text that enters an event (README "Text at the boundary").
 *
 * | character                                   | typed by a user               | e-mail, extracted text, file names |
 * |---------------------------------------------|-------------------------------|------------------------------------|
 * | NUL (U+0000), lone surrogates               | refused                       | removed (a lone surrogate → U+FFFD) |
 * | other C0 controls except tab, LF, CR; C1    | refused                       | removed                            |
 * | noncharacters (U+FDD0–U+FDEF, U+xFFFE/xFFFF) | refused                      | removed                            |
 * | bidi embeddings, overrides, isolates, marks | refused in single-line fields | removed from single-line text      |
 * | invisible characters, line/paragraph sep.   | refused in single-line fields | removed from single-line text      |
 *
 * PostgreSQL cannot store NUL in `text` nor a lone surrogate in `jsonb`: they are what stopped read models. The
 * rest is never typed text; the direction controls (U+202A–U+202E, U+2066–U+2069) and marks (U+200E, U+200F,
 * U+061C) can make a name or a file name read differently from what it is ("Trojan Source"), while in prose
 * right-to-left writers may need them. In a single line nobody needs a character that shows nothing: zero-width
 * space, word joiner, BOM, the Hangul fillers (letters that look like nothing: 'admin' + U+3164 reads 'admin'),
 * nor a line or paragraph separator (U+2028, U+2029). The joiners U+200C and U+200D stay: Persian, Indic
 * scripts and emoji need them.
 */
export type TextKind = 'line' | 'prose';

/** What PostgreSQL cannot store: NUL, and a surrogate without its pair (`u` mode sees a pair as one code point). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const UNSTORABLE = /[\u0000\p{Cs}]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const UNSTORABLE_ALL = /[\u0000\p{Cs}]/gu;
/**
 * Never typed text: C0 controls but tab, LF and CR; the C1 controls (U+0080–U+009F, what a Windows-1252 text read
 * as Latin-1 leaves); the 66 noncharacters (U+FDD0–U+FDEF, U+FFFE, U+FFFF and their like in every plane); and the above.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u0080-\u009F\p{Noncharacter_Code_Point}\p{Cs}]/u;
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;
/** Characters that show nothing or break the line, refused in a single line (see the table above). */
const INVISIBLE_IN_LINE = /[\u200B\u2060-\u2064\uFEFF\u115F\u1160\u3164\uFFA0\u2028\u2029]/u;
const LONE_SURROGATE_ALL = /\p{Cs}/gu;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const NOT_TEXT_ALL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u0080-\u009F\p{Noncharacter_Code_Point}]/gu;
const LINE_ONLY_ALL =
  /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B\u2060-\u2064\uFEFF\u115F\u1160\u3164\uFFA0\u2028\u2029]/gu;

/** Why a text typed by a user is refused (a message key, messages/common.ts), or null when it may be stored as it is. */
export function textProblem(value: string, kind: TextKind): PlainMessageKey | null {
  if (NOT_TEXT.test(value)) return 'common.unstorableText';
  if (kind === 'line' && DIRECTION_CONTROL.test(value)) return 'common.directionCharacters';
  if (kind === 'line' && INVISIBLE_IN_LINE.test(value)) return 'common.notOneLine';
  return null;
}

/** True when PostgreSQL can store the text (the append gate's and the projections' test). */
export const isStorable = (value: string): boolean => !UNSTORABLE.test(value);

/**
 * Text nobody typed here (an e-mail, a document's extracted text, a file name), cleaned by the same rule instead
 * of refused: the sender cannot be asked to fix it.
 */
export function cleanText(value: string, kind: TextKind): string {
  const lineOnly = kind === 'line' && (DIRECTION_CONTROL.test(value) || INVISIBLE_IN_LINE.test(value));
  if (!NOT_TEXT.test(value) && !lineOnly) return value;
  const cleaned = value.replace(LONE_SURROGATE_ALL, '\uFFFD').replace(NOT_TEXT_ALL, '');
  // A line or paragraph separator parted two words: a space keeps them apart.
  return kind === 'line' ? cleaned.replace(/[\u2028\u2029]/gu, ' ').replace(LINE_ONLY_ALL, '') : cleaned;
}

/** Only what PostgreSQL cannot store, for values already in events (read models show them without it). */
export const storableText = (value: string): string =>
  isStorable(value) ? value : value.replace(UNSTORABLE_ALL, (c) => (c === '\u0000' ? '' : '\uFFFD'));

/** Every string of a JSON-like value (object keys too) through `clean`; the value itself when nothing changed. */
export function mapStrings<T>(value: T, clean: (text: string) => string): T {
  if (typeof value === 'string') return clean(value) as T;
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const cleaned = mapStrings(item, clean);
      changed ||= cleaned !== item;
      return cleaned;
    });
    return (changed ? next : value) as T;
  }
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const cleanKey = clean(key);
    const cleaned = mapStrings(item, clean);
    changed ||= cleaned !== item || cleanKey !== key;
    next[cleanKey] = cleaned;
  }
  return (changed ? next : value) as T;
}

/** The first string (or key) of a JSON-like value PostgreSQL cannot store, with its path; null when none. */
export function findUnstorable(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isStorable(value) ? null : path || '(value)';
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorable(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isStorable(key)) return `${path}.(key)`;
    const found = findUnstorable(item, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/** Zod: a text field a user types; refused with a message in the reader's language (messages/common.ts). */
export const typedText = <S extends z.ZodString>(schema: S, kind: TextKind): S =>
  schema.superRefine((value, ctx) => {
    const problem = textProblem(value, kind);
    if (problem) ctx.addIssue({ code: 'custom', message: messageRef(problem) });
  }) as S;

/** A single-line text field (names, titles, addresses, links, tags). */
export const lineText = <S extends z.ZodString>(schema: S): S => typedText(schema, 'line');
/** A multi-line text field (bio, comments, messages, descriptions). */
export const proseText = <S extends z.ZodString>(schema: S): S => typedText(schema, 'prose');
