import { authEn, authZh } from './auth.ts';
import { candidateEn, candidateZh } from './candidates.ts';
import { commonEn, commonZh } from './common.ts';
import { contactEn, contactZh } from './contact.ts';
import { dashboardEn, dashboardZh } from './dashboard.ts';
import { documentEn, documentZh } from './documents.ts';
import { inboxEn, inboxZh } from './inbox.ts';
import { mailEn, mailZh } from './mail.ts';
import { profileFileEn, profileFileZh } from './profile-files.ts';
import { projectEn, projectZh } from './projects.ts';
import { securityEn, securityZh } from './security.ts';

/** The English catalogue: the source of every message key and of each message's `{placeholders}`. */
const en = {
  ...commonEn,
  ...authEn,
  ...securityEn,
  ...contactEn,
  ...projectEn,
  ...candidateEn,
  ...dashboardEn,
  ...inboxEn,
  ...profileFileEn,
  ...documentEn,
  ...mailEn,
} as const;

/** Every message the services answer or mail with, named by a key; the texts live only in the catalogues below. */
export type MessageKey = keyof typeof en;

/** The Chinese catalogue: every key of the English one and no other, so a missing translation does not compile. */
const zh: Record<MessageKey, string> = {
  ...commonZh,
  ...authZh,
  ...securityZh,
  ...contactZh,
  ...projectZh,
  ...candidateZh,
  ...dashboardZh,
  ...inboxZh,
  ...profileFileZh,
  ...documentZh,
  ...mailZh,
};

export type MessageLanguage = 'en' | 'zh';

/** One catalogue per language. */
export const MESSAGES: Readonly<Record<MessageLanguage, Readonly<Record<MessageKey, string>>>> = { en, zh };

type PlaceholdersIn<Text> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | PlaceholdersIn<Rest> : never;
/** The names of a message's parameters, read from its English text: 'inbox.found' → 'n'. */
export type MessageParamName<K extends MessageKey> = PlaceholdersIn<(typeof en)[K]>;
/** A message that takes no parameters. */
export type PlainMessageKey = { [K in MessageKey]: [MessageParamName<K>] extends [never] ? K : never }[MessageKey];
/** A parameter's value: as it is, or another message, said in the same language ('application.status.reviewing'). */
export type MessageParam = string | number | { key: PlainMessageKey };
export type MessageParams<K extends MessageKey> = Readonly<Record<MessageParamName<K>, MessageParam>>;
/** A key, and its parameters exactly when its text has placeholders: `['inbox.found', { n: 3 }]`. */
export type MessageArgs =
  | [key: PlainMessageKey]
  | { [K in Exclude<MessageKey, PlainMessageKey>]: [key: K, params: MessageParams<K>] }[Exclude<
      MessageKey,
      PlainMessageKey
    >];

/**
 * A message in one language: its text with each `{placeholder}` replaced once by its parameter (a value that itself
 * looks like a placeholder, say a candidate named '{name}', stays as it is).
 */
export function formatMessage(
  lang: MessageLanguage,
  key: MessageKey,
  params: Readonly<Record<string, MessageParam>> = {},
): string {
  return MESSAGES[lang][key].replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    return typeof value === 'object' ? MESSAGES[lang][value.key] : String(value);
  });
}
