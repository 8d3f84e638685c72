import { normaliseEmail, normalisePhone } from '@tb/contracts';
import type { Pool } from '@tb/platform';

export interface PossibleDuplicate {
  id: string;
  name: string;
  email: string;
  phone: string;
  position: string;
  matchedOn: ('email' | 'phone')[];
}

/**
 * Existing candidates with the same email or phone (normalised), from the candidates read model, so the
 * review form can warn before a second record is created. An advisory check: it reads what is projected.
 */
export async function findDuplicates(pool: Pool, email: string, phone: string): Promise<PossibleDuplicate[]> {
  const byEmail = normaliseEmail(email);
  const byPhone = phone.replace(/\D/g, '').length >= 7 ? normalisePhone(phone) : '';
  if (!byEmail && !byPhone) return [];
  const { rows: live } = await pool.query<{ schema: string }>(
    `SELECT schema FROM projections.catalog WHERE name = 'candidates' AND state = 'live'`,
  );
  const schema = live[0]?.schema;
  if (!schema) return [];
  const { rows } = await pool.query<{
    id: string;
    view: Record<string, string>;
    email_hit: boolean;
    phone_hit: boolean;
  }>(
    `SELECT id, view, email_norm = $1 AS email_hit, phone_norm = $2 AS phone_hit FROM ${schema}.candidates
     WHERE NOT erased AND ((email_norm = $1 AND $1 <> '') OR (phone_norm = $2 AND $2 <> ''))
     ORDER BY apply_order DESC LIMIT 10`,
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
