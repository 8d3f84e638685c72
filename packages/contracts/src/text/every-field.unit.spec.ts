import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { saveCandidateBody, updateCandidateBody } from '../candidates/requests.ts';
import { contactFields } from '../contact/schemas.ts';
import { processEmailBody } from '../inbox/schemas.ts';
import { addSkillsBody, profileUpdateBody, registerBody } from '../index.ts';
import { applicationFields, applicationStatusBody } from '../projects/application-schemas.ts';
import { projectCreateBody, projectUpdateBody } from '../projects/project-schemas.ts';

/**
 * Every text field of every request body that reaches an event, found from the contracts themselves (a field is
 * text when it takes a plain string), gets the characters events may not hold. A new field is covered without
 * editing this file; one that forgets the rule fails here.
 */
const BODIES: Record<string, z.ZodObject> = {
  saveCandidateBody,
  updateCandidateBody,
  profileUpdateBody,
  registerBody,
  addSkillsBody,
  projectCreateBody,
  projectUpdateBody,
  applicationFields,
  applicationStatusBody,
  contactFields,
  processEmailBody,
};
/** Never stored as text: passwords are hashed, codes compared with a hash. */
const NOT_STORED = new Set(['password', 'code']);
/** A value each kind of text field takes, so the hostile one differs from it only by the character put in. */
const SAMPLES = ['okay', 'ok@example.com', '<p>okay</p>'];
const REFUSED = ['\u0000', '\uD800', '\uDFFF', '\uFFFF', '\uFFFE', '\u001B', '\u0008', '\u0085', '\u009B', '\uFDD0'];
/** Refused in single-line fields only: direction controls and marks, characters that show nothing, line breaks. */
const DIRECTION = ['\u202E', '\u202D', '\u2066', '\u2069', '\u200F', '\u200E', '\u061C'];
const INVISIBLE = ['\u200B', '\u2060', '\uFEFF', '\u3164', '\uFFA0', '\u115F', '\u2028', '\u2029'];

const textFields = Object.entries(BODIES).flatMap(([body, schema]) =>
  Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([field]) => !NOT_STORED.has(field))
    .flatMap(([field, fieldSchema]) => {
      const sample = SAMPLES.find((s) => fieldSchema.safeParse(s).success);
      return sample ? [{ body, field, schema: fieldSchema, sample }] : [];
    }),
);
const insert = (sample: string, c: string) => `${sample.slice(0, 2)}${c}${sample.slice(2)}`;

describe('text fields of the request bodies', () => {
  it('finds them', () => {
    expect(textFields.length).toBeGreaterThan(60);
    expect(textFields.map((f) => `${f.body}.${f.field}`)).toEqual(
      expect.arrayContaining([
        'saveCandidateBody.name',
        'updateCandidateBody.interviewComments',
        'contactFields.message',
      ]),
    );
  });

  const cases = textFields.map((f) => [`${f.body}.${f.field}`, f] as const);
  it.each(cases)('%s refuses what events may not hold', (_, { schema, sample }) => {
    for (const c of REFUSED) expect(schema.safeParse(insert(sample, c)).success, JSON.stringify(c)).toBe(false);
    // Ordinary text still passes (fields with a format of their own, like emails, take no letters there);
    // U+20000 is a letter written as a surrogate pair.
    if (schema.safeParse(insert(sample, 'é')).success)
      expect(schema.safeParse(insert(sample, '𠀀')).success).toBe(true);
  });

  it.each(cases)('%s takes or refuses direction controls by its kind', (_, { schema, sample, field }) => {
    const prose = /description|message|comments|bio|notes|benefits/i.test(field);
    for (const c of [...DIRECTION, ...INVISIBLE]) {
      expect(schema.safeParse(insert(sample, c)).success, JSON.stringify(c)).toBe(prose);
    }
    // The joiners Persian, Indic scripts and emoji need pass wherever free text does (not in usernames, emails).
    if (schema.safeParse(insert(sample, ' 😀')).success) {
      expect(schema.safeParse(insert(sample, '\u200C\u200D')).success).toBe(true);
    }
  });
});
