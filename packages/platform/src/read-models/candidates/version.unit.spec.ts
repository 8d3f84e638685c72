import { CANDIDATE_FIELDS } from '@tb/contracts';
import { describe, expect, it } from 'vitest';
import { CANDIDATES_LAYOUT_REVISION, CANDIDATES_READ_MODEL_VERSION, candidatesVersionOf } from './version.ts';

/** The highest version released so far: a newer build must never be taken for an older one (it would be superseded). */
const RELEASED = 234;

describe('the candidates read model version', () => {
  it('follows the catalogue: one more field is a newer version', () => {
    expect(CANDIDATES_READ_MODEL_VERSION).toBe(
      candidatesVersionOf(CANDIDATES_LAYOUT_REVISION, CANDIDATE_FIELDS.length),
    );
    expect(candidatesVersionOf(CANDIDATES_LAYOUT_REVISION, CANDIDATE_FIELDS.length + 1)).toBeGreaterThan(
      CANDIDATES_READ_MODEL_VERSION,
    );
  });

  it('never goes below a released version (a removed field needs the layout revision raised)', () => {
    expect(CANDIDATES_READ_MODEL_VERSION).toBeGreaterThanOrEqual(RELEASED);
    // A revision outranks any field count the catalogue can reach.
    expect(CANDIDATE_FIELDS.length).toBeLessThan(100);
  });
});
