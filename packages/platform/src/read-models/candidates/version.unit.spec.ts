import { CANDIDATE_FIELDS, candidateCatalogue } from '@tb/contracts';
import { describe, expect, it } from 'vitest';
import { CANDIDATES_LAYOUT_REVISION, CANDIDATES_READ_MODEL_VERSION, candidatesVersionOf } from './version.ts';

/**
 * The last version built, with the layout it was built from: each catalogue field as `name part value`, plus
 * ` sealed` for personal data (what a stored row depends on). The projector treats a live version above its own as
 * a newer build and steps aside (services/projectors/src/runner/catalog-targets.ts), so a version must never go
 * down, and one version must never stand for two layouts. Only the code's history knows what was built, so it is
 * written down here; the test below says what to change and prints the line to paste.
 */
const BUILT = {
  version: 334,
  layout: [
    'name details text sealed',
    'email details text sealed',
    'phone details text sealed',
    'gender details text sealed',
    'birthday details text sealed',
    'github details text sealed',
    'personalSite details text sealed',
    'portfolio details text sealed',
    'university details text sealed',
    'bachelor details text sealed',
    'master details text sealed',
    'phd details text sealed',
    'position details text',
    'role details text',
    'degree details text',
    'tagsInEng details text',
    'tagsInChinese details text',
    'applyTime details date',
    'isInterviewed interview flag',
    'interviewTime interview date',
    'interviewer interview text',
    'interviewResult interview text',
    'english interview score',
    'education interview score',
    'professionalSkills interview score',
    'projectExperience interview score',
    'collaboration interview score',
    'expectedSalary interview text',
    'interviewComments interview text sealed',
    'resume file file sealed',
    'englishResume file file sealed',
    'portfolioFile file file sealed',
    'isHired hire flag',
    'hireCompany hire text',
  ],
};

const layout = CANDIDATE_FIELDS.map((name) => {
  const { part, value, sealed } = candidateCatalogue[name];
  return `${name} ${part} ${value}${sealed ? ' sealed' : ''}`;
});
const revisionOf = (version: number) => Math.floor(version / 100);
/** Entries of the built layout gone from the catalogue, or changed in part, value or sealing. */
const lost = BUILT.layout.filter((entry) => !layout.includes(entry));
/** The same entries (their order is the forms', not the rows'). */
const sameLayout = lost.length === 0 && layout.length === BUILT.layout.length;

describe('the candidates read model version', () => {
  it('follows the catalogue: one more field is a newer version', () => {
    expect(CANDIDATES_READ_MODEL_VERSION).toBe(
      candidatesVersionOf(CANDIDATES_LAYOUT_REVISION, CANDIDATE_FIELDS.length),
    );
    expect(candidatesVersionOf(CANDIDATES_LAYOUT_REVISION, CANDIDATE_FIELDS.length + 1)).toBeGreaterThan(
      CANDIDATES_READ_MODEL_VERSION,
    );
    // A revision outranks any field count the catalogue can reach.
    expect(CANDIDATE_FIELDS.length).toBeLessThan(100);
  });

  it('never goes down, and a field removed or changed raises the layout revision', () => {
    expect(
      CANDIDATES_READ_MODEL_VERSION,
      `the version is below the last one built (${BUILT.version}): a newer build would never go live`,
    ).toBeGreaterThanOrEqual(BUILT.version);
    expect(
      lost.length === 0 || revisionOf(CANDIDATES_READ_MODEL_VERSION) > revisionOf(BUILT.version),
      `catalogue entries removed or changed since version ${BUILT.version} (${lost.join('; ')}): raise ` +
        'CANDIDATES_LAYOUT_REVISION in version.ts by one, so rows built with them are rebuilt',
    ).toBe(true);
    expect(
      sameLayout || CANDIDATES_READ_MODEL_VERSION > BUILT.version,
      `the catalogue's layout changed but the version is still ${BUILT.version}: raise CANDIDATES_LAYOUT_REVISION`,
    ).toBe(true);
  });

  it('records the last version built (update BUILT when the catalogue changes)', () => {
    const record = `const BUILT = { version: ${CANDIDATES_READ_MODEL_VERSION}, layout: ${JSON.stringify(layout)} }`;
    expect(
      { version: CANDIDATES_READ_MODEL_VERSION, layout: layout.toSorted() },
      `the catalogue changed: once the test above passes, write the new version and layout into BUILT:\n${record}`,
    ).toEqual({ version: BUILT.version, layout: BUILT.layout.toSorted() });
  });
});
