import type { ProjectionContext } from '../../projection.ts';
import { anchorDay, type CandidateFacts, levelOf } from './candidate-facts.ts';

type Table = 'candidate_days' | 'position_days' | 'level_days' | 'application_days';

/** The key columns of each counter table after `day`. */
const KEYS: Record<Table, readonly string[]> = {
  candidate_days: ['interviewed', 'recommended'],
  position_days: ['position'],
  level_days: ['level'],
  application_days: [],
};
const KEY_TYPES: Record<string, string> = {
  interviewed: 'boolean',
  recommended: 'boolean',
  position: 'text',
  level: 'text',
};

/** Count changes gathered over a batch, written with one statement per table. */
export class CounterDeltas {
  private readonly tables = new Map<Table, Map<string, { key: unknown[]; n: number }>>();

  add(table: Table, key: unknown[], n: number): void {
    const rows = this.tables.get(table) ?? new Map<string, { key: unknown[]; n: number }>();
    this.tables.set(table, rows);
    const id = JSON.stringify(key);
    const row = rows.get(id);
    if (row) row.n += n;
    else rows.set(id, { key, n });
  }

  /** A candidate's contribution, counted (+1) or withdrawn (-1). */
  candidate(facts: CandidateFacts | null, sign: 1 | -1): void {
    if (!facts) return;
    const day = anchorDay(facts);
    this.add('candidate_days', [day, facts.interviewed, facts.interviewed && facts.recommended], sign);
    if (facts.position) this.add('position_days', [day, facts.position], sign);
    this.add('level_days', [day, levelOf(facts)], sign);
  }

  async write({ client, schema }: ProjectionContext): Promise<void> {
    for (const [table, rows] of this.tables) {
      const changed = [...rows.values()].filter((r) => r.n !== 0);
      if (changed.length === 0) continue;
      const columns = ['day', ...KEYS[table]];
      const types = ['date', ...KEYS[table].map((k) => KEY_TYPES[k])];
      const params = [...columns.map((_, i) => changed.map((r) => r.key[i])), changed.map((r) => r.n)];
      const arrays = types.map((t, i) => `$${i + 1}::${t}[]`).join(', ');
      await client.query(
        `INSERT INTO ${schema}.${table} AS c (${columns.join(', ')}, count)
         SELECT * FROM unnest(${arrays}, $${types.length + 1}::bigint[])
         ON CONFLICT (${columns.join(', ')}) DO UPDATE SET count = c.count + excluded.count`,
        params,
      );
      // Rows back at zero would only make the range sums read more.
      await client.query(`DELETE FROM ${schema}.${table} WHERE count = 0`);
    }
  }
}
