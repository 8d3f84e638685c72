import type { EventStore } from '@tb/event-store';
import { type Pool, readParkedEvents } from '@tb/platform';
import { readStatus } from '../runner/status.ts';

const table = (rows: string[][]) => {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows.map((r) =>
    r
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd(),
  );
};

/** One line per projection schema (live and building) and per Kafka export. */
export async function statusLines(pool: Pool, store: EventStore): Promise<string[]> {
  const projections = await readStatus(pool, store);
  const lines = table([
    ['NAME', 'VERSION', 'SCHEMA', 'STATE', 'POSITION', 'LAG', 'EVENTS', 'STATUS'],
    ...projections.map((p) => [
      p.name,
      String(p.version),
      p.schema,
      p.state,
      p.position ?? '-',
      p.lag === null ? '?' : String(p.lag),
      String(p.eventCount),
      p.status === 'failed' ? `FAILED: ${p.error ?? ''}` : p.parked > 0 ? `running, ${p.parked} PARKED` : p.status,
    ]),
  ]);
  if (projections.length === 0) lines.push('(no projection has run yet: start the app or the projectors)');
  const { rows: exports } = await pool.query<{ name: string; position: string | null; event_count: number }>(
    'SELECT name, position, event_count FROM projections.exports ORDER BY name',
  );
  for (const e of exports) lines.push(`export ${e.name}: position ${e.position ?? '-'}, ${e.event_count} events sent`);
  const parked = await readParkedEvents(pool);
  if (parked.length > 0) {
    lines.push('', 'Parked events (not applied; fix the cause, then: npm run projections -- retry [NAME [EVENT_ID]]):');
    lines.push(
      ...table([
        ['PROJECTION', 'EVENT', 'TYPE', 'STREAM', 'POSITION', 'PARKED AT', 'ERROR'],
        ...parked.map((p) => [
          p.projection,
          p.eventId,
          p.eventType,
          p.streamId,
          p.position,
          p.parkedAt.toISOString(),
          p.held ? `(held) ${p.error}` : p.error,
        ]),
      ]),
    );
  }
  return lines;
}
