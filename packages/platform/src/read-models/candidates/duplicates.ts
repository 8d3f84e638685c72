import { normaliseEmail, normalisePhone, type PossibleDuplicate } from '@tb/contracts';
import type { Pool, PoolClient } from '../../postgres/pool.ts';

/**
 * Live candidates with the same email or phone (normalised) in the candidates read model `schema`: the
 * advisory check behind the review form's duplicate warning, asked by the resume upload (command API) and as
 * the admin types (query API). A few digits would match half the list, so a phone counts from seven digits.
 */
export async function findCandidateDuplicates(
  db: Pool | PoolClient,
  schema: string,
  email: string,
  phone: string,
): Promise<PossibleDuplicate[]> {
  const byEmail = normaliseEmail(email);
  const byPhone = phone.replace(/\D/g, '').length >= 7 ? normalisePhone(phone) : '';
  if (!byEmail && !byPhone) return [];
  const { rows } = await db.query<{ id: string; view: Record<string, string>; email_hit: boolean; phone_hit: boolean }>(
    `SELECT id, view, (email_norm = $1 AND $1 <> '') AS email_hit, (phone_norm = $2 AND $2 <> '') AS phone_hit
      FROM ${schema}.candidates
      WHERE NOT erased AND ((email_norm = $1 AND $1 <> '') OR (phone_norm = $2 AND $2 <> ''))
      ORDER BY apply_order DESC NULLS LAST LIMIT 10`,
    [byEmail, byPhone],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.view.name ?? '',
    email: row.view.email ?? '',
    phone: row.view.phone ?? '',
    position: row.view.position ?? '',
    matchedOn: [...(row.email_hit ? (['email'] as const) : []), ...(row.phone_hit ? (['phone'] as const) : [])],
  }));
}
