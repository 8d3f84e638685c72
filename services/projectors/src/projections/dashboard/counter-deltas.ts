import { addToCounters, type CounterDelta, type DashboardCounterKeys, type DashboardCounterTable } from '@tb/platform';
import type { ProjectionContext } from '../../projection.ts';
import { anchorDay, type CandidateFacts, levelOf } from './candidate-facts.ts';

/** Count changes gathered over a batch, written with one statement per table. */
export class CounterDeltas {
  private readonly tables = new Map<DashboardCounterTable, Map<string, CounterDelta<DashboardCounterTable>>>();

  add<T extends DashboardCounterTable>(table: T, key: DashboardCounterKeys[T], n: number): void {
    const rows = this.tables.get(table) ?? new Map<string, CounterDelta<DashboardCounterTable>>();
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
    for (const [table, rows] of this.tables) await addToCounters(client, schema, table, [...rows.values()]);
  }
}
