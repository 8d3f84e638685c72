import type { PoolClient } from '../../postgres/pool.ts';

/**
 * What the dashboard keeps of one candidate (`candidates.facts`): no personal value, only the day it counts on,
 * its position, which degree fields are filled (the institutions themselves are personal and stay sealed) and
 * the interview outcome.
 */
export interface DashboardCandidateFacts {
  /** Day of the candidate's creation: the range anchor when no application time is set. */
  createdDay: string;
  /** Day of the application time, or null when unset. */
  applyDay: string | null;
  position: string;
  degree: string;
  hasPhd: boolean;
  hasMaster: boolean;
  hasBachelor: boolean;
  interviewed: boolean;
  recommended: boolean;
}

/** Each counter table's key after its day, in column order. */
export interface DashboardCounterKeys {
  candidate_days: [day: string, interviewed: boolean, recommended: boolean];
  position_days: [day: string, position: string];
  level_days: [day: string, level: string];
  application_days: [day: string];
}
export type DashboardCounterTable = keyof DashboardCounterKeys;

/** The key columns of each counter table after `day`, with their types. */
const KEY_COLUMNS: { [T in DashboardCounterTable]: readonly [column: string, type: string][] } = {
  candidate_days: [
    ['interviewed', 'boolean'],
    ['recommended', 'boolean'],
  ],
  position_days: [['position', 'text']],
  level_days: [['level', 'text']],
  application_days: [],
};

export interface CounterDelta<T extends DashboardCounterTable> {
  key: DashboardCounterKeys[T];
  /** Added to the count (negative: withdrawn). */
  n: number;
}

/**
 * The dashboard projection's writes (services/projectors), inside its batch transaction. One statement adds a
 * batch's changes to a counter table; rows back at zero are removed, since they would only make range sums read
 * more. Deltas of 0 are skipped.
 */
export async function addToCounters<T extends DashboardCounterTable>(
  client: PoolClient,
  schema: string,
  table: T,
  deltas: readonly CounterDelta<T>[],
): Promise<void> {
  const changed = deltas.filter((d) => d.n !== 0);
  if (changed.length === 0) return;
  const keys = KEY_COLUMNS[table];
  const columns = ['day', ...keys.map(([column]) => column)];
  const types = ['date', ...keys.map(([, type]) => type)];
  const params = [...columns.map((_, i) => changed.map((d) => d.key[i])), changed.map((d) => d.n)];
  const arrays = types.map((t, i) => `$${i + 1}::${t}[]`).join(', ');
  await client.query(
    `INSERT INTO ${schema}.${table} AS c (${columns.join(', ')}, count)
     SELECT * FROM unnest(${arrays}, $${types.length + 1}::bigint[])
     ON CONFLICT (${columns.join(', ')}) DO UPDATE SET count = c.count + excluded.count`,
    params,
  );
  await client.query(`DELETE FROM ${schema}.${table} WHERE count = 0`);
}

/** The stored facts of these candidates (those counted now). */
export async function loadDashboardFacts(
  client: PoolClient,
  schema: string,
  ids: readonly string[],
): Promise<Map<string, DashboardCandidateFacts>> {
  const { rows } = await client.query<{ id: string; facts: DashboardCandidateFacts }>(
    `SELECT id, facts FROM ${schema}.candidates WHERE id = ANY($1)`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.facts]));
}

/** Candidates counted with these facts from now on (stored or replaced). */
export async function saveDashboardFacts(
  client: PoolClient,
  schema: string,
  facts: readonly (readonly [id: string, facts: DashboardCandidateFacts])[],
): Promise<void> {
  await client.query(
    `INSERT INTO ${schema}.candidates (id, facts) SELECT * FROM unnest($1::text[], $2::jsonb[])
     ON CONFLICT (id) DO UPDATE SET facts = excluded.facts`,
    [facts.map(([id]) => id), facts.map(([, f]) => JSON.stringify(f))],
  );
}

/** Candidates no longer counted (erased). */
export async function deleteDashboardFacts(client: PoolClient, schema: string, ids: readonly string[]): Promise<void> {
  if (ids.length) await client.query(`DELETE FROM ${schema}.candidates WHERE id = ANY($1)`, [ids]);
}

/** A registered user, counted once. */
export async function countDashboardUser(client: PoolClient, schema: string, userId: string): Promise<void> {
  await client.query(`INSERT INTO ${schema}.users (id) VALUES ($1) ON CONFLICT DO NOTHING`, [userId]);
}

/** A project created (or created again), active or not. */
export async function saveDashboardProject(client: PoolClient, schema: string, id: string, active: boolean) {
  await client.query(
    `INSERT INTO ${schema}.projects (id, active) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET active = $2`,
    [id, active],
  );
}

/** A project activated or deactivated; one the read model does not hold stays absent. */
export async function setDashboardProjectActive(client: PoolClient, schema: string, id: string, active: boolean) {
  await client.query(`UPDATE ${schema}.projects SET active = $2 WHERE id = $1`, [id, active]);
}

export async function deleteDashboardProject(client: PoolClient, schema: string, id: string): Promise<void> {
  await client.query(`DELETE FROM ${schema}.projects WHERE id = $1`, [id]);
}
