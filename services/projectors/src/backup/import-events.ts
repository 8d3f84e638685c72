import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { EventStore } from '@tb/event-store';
import { migrate, type Pool, subjectKeyMigrations } from '@tb/platform';
import { type BackupLine, backupLine, type EventLine, type KeyLine } from './backup-format.ts';

export class ImportRefused extends Error {
  override readonly name = 'ImportRefused';
}

export interface ImportResult {
  events: number;
  keys: number;
}

/** Events of one stream appended together (one transaction), as long as they follow each other in the file. */
const MAX_GROUP = 100;
const KEY_BATCH = 500;

async function* lines(path: string): AsyncGenerator<{ line: BackupLine; number: number }> {
  const input = createReadStream(path, { encoding: 'utf8' });
  const reader = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let number = 0;
  try {
    for await (const text of reader) {
      number += 1;
      if (text.trim() === '') continue;
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new ImportRefused(`${path}:${number}: not JSON`);
      }
      const parsed = backupLine.safeParse(json);
      if (!parsed.success)
        throw new ImportRefused(
          `${path}:${number}: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
        );
      yield { line: parsed.data, number };
    }
  } finally {
    reader.close();
    input.destroy();
  }
}

/** The first pass: every line valid, a header first, an end last whose counts match. Nothing is kept. */
async function validate(path: string): Promise<void> {
  let events = 0;
  let keys = 0;
  let first = true;
  let ended = false;
  for await (const { line, number } of lines(path)) {
    if (ended) throw new ImportRefused(`${path}:${number}: lines after the end line`);
    if (first && line.kind !== 'header') throw new ImportRefused(`${path}: not a Talent Bridge event export`);
    if (!first && line.kind === 'header') throw new ImportRefused(`${path}:${number}: a second header`);
    first = false;
    if (line.kind === 'event') {
      if (keys > 0) throw new ImportRefused(`${path}:${number}: an event after the keys`);
      events += 1;
    } else if (line.kind === 'key') keys += 1;
    else if (line.kind === 'end') {
      if (line.events !== events || line.keys !== keys)
        throw new ImportRefused(
          `${path}: the end line counts ${line.events} events and ${line.keys} keys, the file holds ${events} and ${keys}`,
        );
      ended = true;
    }
  }
  if (!ended) throw new ImportRefused(`${path}: no end line: the file is incomplete (an interrupted export?)`);
}

/**
 * Imports an export into an empty store: the file is checked completely first, then streamed in, keeping each
 * event's id, stream, revision, type, schema version, data and metadata (and, on the PostgreSQL store, its
 * recorded time; EventStoreDB stamps its own). Positions are the new store's. Then the subject keys. The read
 * models are not touched: rebuild them afterwards (`npm run projections -- rebuild --all`).
 */
export async function importEvents(deps: {
  pool: Pool;
  store: EventStore;
  path: string;
  /** The events live in this PostgreSQL (no EVENTSTORE_URL): their recorded time is restored too. */
  postgresEvents: boolean;
}): Promise<ImportResult> {
  const { pool, store, path } = deps;
  await migrate(pool, 'subject_keys', subjectKeyMigrations);
  if ((await store.headPosition()) !== null)
    throw new ImportRefused('The event store is not empty: an export is imported into an empty store only.');
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM platform.subject_keys');
  if ((rows[0]?.n ?? 0) > 0)
    throw new ImportRefused('The database already holds subject keys: import into an empty database only.');
  await validate(path);

  let events = 0;
  let group: EventLine[] = [];
  const flushGroup = async () => {
    const [first] = group;
    if (!first) return;
    const result = await store.appendToStream(
      first.streamId,
      group.map((e) => ({
        id: e.id,
        type: e.type,
        data: e.data,
        metadata: e.metadata,
        schemaVersion: e.schemaVersion,
      })),
      { expectedRevision: first.revision === 0 ? 'no_stream' : first.revision - 1 },
    );
    const last = group.at(-1);
    if (last && result.nextRevision !== last.revision)
      throw new Error(`${first.streamId}: imported up to revision ${result.nextRevision}, expected ${last.revision}`);
    if (deps.postgresEvents)
      await pool.query(
        `UPDATE event_store.events e SET recorded_at = t.at
           FROM unnest($1::uuid[], $2::timestamptz[]) AS t(id, at) WHERE e.event_id = t.id`,
        [group.map((e) => e.id), group.map((e) => e.recordedAt)],
      );
    events += group.length;
    group = [];
  };

  let keys: KeyLine[] = [];
  let keyCount = 0;
  const flushKeys = async () => {
    if (keys.length === 0) return;
    await pool.query(
      `INSERT INTO platform.subject_keys (subject, key, created_at, destroyed_at)
       SELECT t.subject, decode(t.key, 'base64'), t.created_at, t.destroyed_at
         FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::timestamptz[]) AS t(subject, key, created_at, destroyed_at)`,
      [
        keys.map((k) => k.subject),
        keys.map((k) => k.key),
        keys.map((k) => k.createdAt),
        keys.map((k) => k.destroyedAt),
      ],
    );
    keyCount += keys.length;
    keys = [];
  };

  for await (const { line } of lines(path)) {
    if (line.kind === 'event') {
      if (group.length >= MAX_GROUP || (group[0] && group[0].streamId !== line.streamId)) await flushGroup();
      group.push(line);
    } else if (line.kind === 'key') {
      await flushGroup();
      keys.push(line);
      if (keys.length >= KEY_BATCH) await flushKeys();
    }
  }
  await flushGroup();
  await flushKeys();
  return { events, keys: keyCount };
}
