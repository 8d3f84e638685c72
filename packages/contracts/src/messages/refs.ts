import { formatMessage, MESSAGES, type MessageKey, type MessageLanguage, type MessageParamName } from './index.ts';

/** A message's parameters as a ref carries them (plain values), none for a message without placeholders. */
export type MessageRefParams<K extends MessageKey> = [MessageParamName<K>] extends [never]
  ? []
  : [params: Readonly<Record<MessageParamName<K>, string | number>>];

/**
 * A message as one string, for what carries only text (a zod issue's message, a react-hook-form error): its key,
 * and its parameters as a query when it has any — `messageRef('common.atMost', { max: 255 })` is
 * 'common.atMost?max=255'. Schemas name their messages this way and never word them; the server's error handler
 * and the web's form fields say them in the reader's language (formatMessageRef). Checked when compiled.
 */
export function messageRef<K extends MessageKey>(key: K, ...[params]: MessageRefParams<K>): string {
  if (!params) return key;
  const query = new URLSearchParams(
    Object.entries(params).map(([name, value]): [string, string] => [name, String(value)]),
  );
  return `${key}?${query}`;
}

/** The key and parameters of a message ref; undefined for any other text (a library's wording, a user's input). */
export function readMessageRef(text: string): { key: MessageKey; params: Record<string, string> } | undefined {
  const queryAt = text.indexOf('?');
  const key = queryAt === -1 ? text : text.slice(0, queryAt);
  if (!Object.hasOwn(MESSAGES.en, key)) return undefined;
  const params = queryAt === -1 ? {} : Object.fromEntries(new URLSearchParams(text.slice(queryAt + 1)));
  return { key: key as MessageKey, params };
}

/** The one step that says a schema's message: a message ref in one language, or undefined when the text is none. */
export function formatMessageRef(lang: MessageLanguage, text: string): string | undefined {
  const ref = readMessageRef(text);
  return ref && formatMessage(lang, ref.key, ref.params);
}
