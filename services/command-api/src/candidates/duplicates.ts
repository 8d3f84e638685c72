import type { PossibleDuplicate } from '@tb/contracts';
import { findCandidateDuplicates, type Pool } from '@tb/platform';

/** Possible duplicates of an uploaded resume's email and phone, from the live candidates read model. */
export async function findDuplicates(pool: Pool, email: string, phone: string): Promise<PossibleDuplicate[]> {
  const { rows } = await pool.query<{ schema: string }>(
    `SELECT schema FROM projections.catalog WHERE name = 'candidates' AND state = 'live'`,
  );
  const schema = rows[0]?.schema;
  return schema ? findCandidateDuplicates(pool, schema, email, phone) : [];
}
