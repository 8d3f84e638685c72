import type { PossibleDuplicate } from '@tb/contracts';
import type { Pool } from '../../postgres/pool.ts';
import { liveSchemaOf } from '../live-schema.ts';
import { findCandidateDuplicates } from './duplicates.ts';
import { findCandidatesNamed } from './queries.ts';

/**
 * What the command side asks the candidates read model (the portfolio upload's "which candidate is this name",
 * the resume upload's duplicate warning), injected into its handlers so they can be tested without PostgreSQL.
 * Before the read model is first built there are no candidates to find.
 */
export interface CandidateLookup {
  /** Ids of live candidates with this name (trimmed, case-insensitive); two at most: one is the answer. */
  named(name: string): Promise<string[]>;
  duplicates(email: string, phone: string): Promise<PossibleDuplicate[]>;
}

export function candidateLookup(pool: Pool): CandidateLookup {
  return {
    async named(name) {
      const schema = await liveSchemaOf(pool, 'candidates');
      return schema ? findCandidatesNamed(pool, schema, name) : [];
    },
    async duplicates(email, phone) {
      const schema = await liveSchemaOf(pool, 'candidates');
      return schema ? findCandidateDuplicates(pool, schema, email, phone) : [];
    },
  };
}
