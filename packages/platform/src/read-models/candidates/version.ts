import { CANDIDATE_FIELDS } from '@tb/contracts';

/**
 * Raised by hand, by one, only when the tables or the projection's handlers change meaning, or when an existing
 * catalogue entry is removed or changes its part, value or sealing (which leave the field count as it is or lower
 * it: the version would stay or go down, and a lower version never goes live). `version.unit.spec.ts` records the
 * last version built with its layout and fails until this is raised.
 */
/** 3: views read gender and degree in their stored words (本科 → Bachelor), so rows built before need a rebuild. */
export const CANDIDATES_LAYOUT_REVISION = 3;

/** `revision` in the hundreds, plus one for each catalogue field. */
export const candidatesVersionOf = (revision: number, fieldCount: number): number => revision * 100 + fieldCount;

/**
 * The candidates read model's version (its schema is `rm_candidates_v<version>`). Rows hold each candidate's view
 * as JSON, so a field added to the catalogue needs a rebuild (rows built before lack it): the field count is part
 * of the version, so adding an entry rebuilds the read model beside the live one with no line changed here.
 */
export const CANDIDATES_READ_MODEL_VERSION = candidatesVersionOf(CANDIDATES_LAYOUT_REVISION, CANDIDATE_FIELDS.length);
