import { RESUME_FIELDS } from '@tb/contracts';
import { extractResumeFields } from '@tb/documents';
import { describe, expect, it } from 'vitest';

/**
 * @tb/documents imports no other workspace, so its ExtractedCandidate cannot be derived from the candidate
 * catalogue; this holds the two together: the fields a resume's text yields are exactly the entries marked
 * `resume` (which the inbox's answer and the review form carry).
 */
describe('the fields a resume yields', () => {
  it('are the catalogue’s resume fields, each a text', () => {
    const fields = extractResumeFields('Ada Lovelace\nada@example.com\n+44 20 7946 0958');
    expect(Object.keys(fields).sort()).toEqual([...RESUME_FIELDS].sort());
    for (const value of Object.values(fields)) expect(typeof value).toBe('string');
  });
});
