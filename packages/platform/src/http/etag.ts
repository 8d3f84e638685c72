import { createHash } from 'node:crypto';
import { PROFILE_FIELDS, type ProfileFields } from '@tb/contracts';

/**
 * Entity tags for lost-update protection (RFC 9110 section 13.1.1). A record's tag is its event stream's
 * revision, which every change moves on; the profile's is a digest of its fields, because the user's stream also
 * records sign-ins, which must not make an open profile form stale.
 */
export const revisionEtag = (revision: number | null | undefined): string => `"r${revision ?? -1}"`;

/** JSON with object keys sorted, so equal values give equal text whatever order their keys were built in. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const digestOf = (value: unknown): string => createHash('sha256').update(stableJson(value)).digest('hex');

export const contentEtag = (value: unknown): string => `"c${digestOf(value).slice(0, 24)}"`;

/**
 * The tags an `If-Match` header names (`*` included as is); undefined without the header. Weak tags (`W/"…"`)
 * never match (the strong comparison RFC 9110 asks for If-Match).
 */
export function ifMatchTags(header: string | string[] | undefined): string[] | undefined {
  if (header === undefined) return undefined;
  const text = [header].flat().join(',');
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

export const etagMatches = (tags: readonly string[], current: string): boolean =>
  tags.some((tag) => tag === '*' || tag === current);

/** The profile's tag: the same from the users read model's view (query side) and the user's state (commands). */
export const profileEtag = (profile: ProfileFields): string =>
  contentEtag(PROFILE_FIELDS.map((field) => profile[field]));
