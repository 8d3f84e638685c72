import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { EventStore } from '@tb/event-store';
import { migrate, type Pool, subjectKeyMigrations } from '@tb/platform';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupLine } from './backup-format.ts';

export interface ExportResult {
  events: number;
  keys: number;
}

const PAGE = 500;

/**
 * Writes every event up to the head at the start (and every subject key) to `out`, one JSON line each, a page at
 * a time: memory stays flat however long the log is. Reads the store itself, not through the sealing layer, so
 * personal fields are exported sealed, as stored. The keys come after the events: a key is created before the
 * first event sealed with it, so each exported event's key is in the file.
 */
export async function exportEvents(deps: { pool: Pool; store: EventStore; out: Writable }): Promise<ExportResult> {
  const { pool, store, out } = deps;
  const write = async (line: BackupLine) => {
    if (!out.write(`${JSON.stringify(line)}\n`)) await once(out, 'drain');
  };
  await migrate(pool, 'subject_keys', subjectKeyMigrations);
  await write({ kind: 'header', format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: new Date().toISOString() });

  const head = await store.headPosition();
  let events = 0;
  let after: string | null = null;
  while (head !== null) {
    const page = await store.readAll({ after, limit: PAGE });
    let done = page.length < PAGE;
    for (const event of page) {
      if (store.comparePositions(event.position, head) > 0) {
        done = true;
        break;
      }
      await write({
        kind: 'event',
        id: event.id,
        streamId: event.streamId,
        revision: event.revision,
        type: event.type,
        schemaVersion: event.schemaVersion,
        data: event.data,
        metadata: event.metadata,
        recordedAt: event.recordedAt.toISOString(),
      });
      events += 1;
      after = event.position;
    }
    if (done) break;
  }

  let keys = 0;
  let lastSubject = '';
  for (;;) {
    const { rows } = await pool.query<{
      subject: string;
      key: Buffer | null;
      created_at: Date;
      destroyed_at: Date | null;
    }>(
      'SELECT subject, key, created_at, destroyed_at FROM platform.subject_keys WHERE subject > $1 ORDER BY subject LIMIT 1000',
      [lastSubject],
    );
    for (const row of rows) {
      await write({
        kind: 'key',
        subject: row.subject,
        key: row.key ? row.key.toString('base64') : null,
        createdAt: row.created_at.toISOString(),
        destroyedAt: row.destroyed_at?.toISOString() ?? null,
      });
      keys += 1;
      lastSubject = row.subject;
    }
    if (rows.length < 1000) break;
  }
  await write({ kind: 'end', events, keys });
  return { events, keys };
}
