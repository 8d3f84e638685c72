import { z } from 'zod';
import { messageRef } from '../messages/refs.ts';
import { lineText, proseText } from '../text/storable-text.ts';
import { webLinkField } from '../text/web-link.ts';

/** Optional profile text ('' when absent): a single line, or prose (several lines). */
const optionalText = (max: number, kind: 'line' | 'prose' = 'line') =>
  (kind === 'prose' ? proseText : lineText)(
    z
      .string({ error: messageRef('common.invalidRequest') })
      .trim()
      .max(max, messageRef('common.atMost', { max })),
  )
    .optional()
    .default('');
const requiredName = (required: string) =>
  lineText(z.string({ error: required }).trim().min(1, required).max(100, messageRef('auth.nameTooLong')));
// Links: '' or http(s) only (a `javascript:` or `data:` link would run in whoever opens it).
const optionalLink = () => webLinkField(1024).optional().default('');

/**
 * A user's profile fields, one entry each: the one place a profile field is declared. Derived from it: the domain's
 * profile and its empty value, the update body, the profile part of the user view, the profile's ETag, the users
 * read model row's mapping and the Profile tab's fields. Every value is a text ('' when not set). A new field is one
 * entry here, its column in the users read model, and (when on the form) its label (web/src/shared/i18n).
 *
 * - `input`: the update body's rule for it.
 * - `column`: its column in the users read model (`users.users`).
 * - `form`: its place on the Profile tab; absent: edited elsewhere (the portfolio and personal site travel
 *   unchanged with each save, so an update keeps them).
 * - `as`: `link` (the saved link is shown under the field, opened safely) or `prose` (a text area).
 */
// biome-ignore format: one field a line, read as a table
export const profileCatalogue = {
  firstName: { input: requiredName(messageRef('auth.firstNameRequired')), column: 'first_name', form: 1 },
  lastName: { input: requiredName(messageRef('auth.lastNameRequired')), column: 'last_name', form: 2 },
  github: { input: optionalLink(), column: 'github', form: 4, as: 'link' },
  portfolio: { input: optionalLink(), column: 'portfolio' },
  personalSite: { input: optionalLink(), column: 'personal_site' },
  position: { input: optionalText(255), column: 'position', form: 3 },
  tagsEnglish: { input: optionalText(2000), column: 'tags_english', form: 5 },
  tagsChinese: { input: optionalText(2000), column: 'tags_chinese', form: 6 },
  bio: { input: optionalText(5000, 'prose'), column: 'bio', form: 7, as: 'prose' },
} as const satisfies Record<string, ProfileCatalogueEntry>;

export interface ProfileCatalogueEntry {
  input: z.ZodType<string, string | undefined>;
  column: string;
  form?: number;
  as?: 'link' | 'prose';
}

type Catalogue = typeof profileCatalogue;
export type ProfileField = keyof Catalogue;
/** Every profile field with its value. */
export type ProfileFields = Record<ProfileField, string>;

/** The profile's fields in the catalogue's order (the order the profile's ETag digests them in). */
export const PROFILE_FIELDS = Object.keys(profileCatalogue) as ProfileField[];

/** A profile with nothing set. */
export const emptyProfileFields = (): ProfileFields =>
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, ''])) as ProfileFields;

/** The profile's fields of anything that holds them (the domain's user, a user view). */
export const profileFieldsOf = (source: ProfileFields): ProfileFields =>
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, source[field]])) as ProfileFields;

/** The profile's fields of a users read model row, by the catalogue's columns. */
export const profileFieldsOfRow = (row: { [K in ProfileField as Catalogue[K]['column']]: string }): ProfileFields =>
  Object.fromEntries(
    PROFILE_FIELDS.map((field) => [field, (row as Record<string, string>)[profileCatalogue[field].column]]),
  ) as ProfileFields;

/** The fields the Profile tab edits, in its order. */
export type ProfileFormField = { [K in ProfileField]: Catalogue[K] extends { form: number } ? K : never }[ProfileField];
export const PROFILE_FORM_FIELDS = PROFILE_FIELDS.filter((field) => 'form' in profileCatalogue[field]).sort(
  (a, b) => (profileCatalogue[a] as { form: number }).form - (profileCatalogue[b] as { form: number }).form,
) as ProfileFormField[];

type InputShape = { [K in ProfileField]: Catalogue[K]['input'] };
const inputShape = Object.fromEntries(
  PROFILE_FIELDS.map((field) => [field, profileCatalogue[field].input]),
) as unknown as InputShape;

/** PUT /api/user/profile: every field (the form sends them all), names required, the rest '' when absent. */
export const profileUpdateBody = z.object(inputShape);
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

/** The profile as the API answers it (part of the user view). */
export const profileView = z.object(
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, z.string()])) as { [K in ProfileField]: z.ZodString },
);
