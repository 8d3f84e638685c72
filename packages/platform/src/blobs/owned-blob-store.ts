import type { Readable } from 'node:stream';
import { type EventStore, migrate, type Position } from '@tb/event-store';
import { openSealedEvents } from '../crypto/sealed-event-store.ts';
import { inTransaction, type Pool, type PoolClient } from '../postgres/pool.ts';
import {
  type BlobFiles,
  BlobGoneError,
  type BlobRef,
  type BlobStore,
  type OwnedPutOptions,
  StorageQuotaExceededError,
} from './blob-store.ts';

export const blobOwnerMigrations = [
  `CREATE TABLE IF NOT EXISTS platform.blob_owners (
     sha256 text NOT NULL,
     owner text NOT NULL,
     -- A provisional hold (an upload awaiting review) lapses at this time; NULL for a lasting reference.
     expires_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (sha256, owner)
   );
   CREATE INDEX IF NOT EXISTS blob_owners_owner ON platform.blob_owners (owner);`,
  'CREATE TABLE IF NOT EXISTS platform.blob_owners_adopted (done boolean PRIMARY KEY)',
  // The account that uploaded the file and its size: what counts against that account's storage quota.
  `ALTER TABLE platform.blob_owners ADD COLUMN IF NOT EXISTS account text, ADD COLUMN IF NOT EXISTS size bigint;
   CREATE INDEX IF NOT EXISTS blob_owners_account ON platform.blob_owners (account) WHERE account IS NOT NULL;`,
];

const SHA256 = /^[0-9a-f]{64}$/;

/** Every file reference (`{ id, sha256, … }`) anywhere in an event's data. */
export function fileRefsIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) fileRefsIn(item, found);
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.sha256 === 'string' && SHA256.test(record.sha256) && record.id === record.sha256) {
      found.add(record.sha256);
    }
    for (const item of Object.values(record)) fileRefsIn(item, found);
  }
  return found;
}

/**
 * The owner ledger over the content-addressed files. Every change for one hash runs in a transaction holding
 * an advisory lock on that hash, and the file operation happens inside it: a new owner's row and the file's
 * move into place commit together, and a deletion re-checks the owners under the same lock. So a concurrent
 * upload of the same bytes either sees the file deleted first (and puts it back) or keeps it alive.
 *
 * Crash safety leans towards keeping bytes: a crash after the move but before the commit leaves a file
 * without owners (a leak), never an owner without its file; a crash during release leaves the owner's row,
 * and the retry deletes again.
 */
export class OwnedBlobStore implements BlobStore {
  private readonly pool: Pool;
  private readonly files: BlobFiles;

  private constructor(pool: Pool, files: BlobFiles) {
    this.pool = pool;
    this.files = files;
  }

  static async open(pool: Pool, files: BlobFiles): Promise<OwnedBlobStore> {
    await migrate(pool, 'blob_owners', blobOwnerMigrations);
    return new OwnedBlobStore(pool, files);
  }

  read(id: string): Promise<Readable | null> {
    return this.files.read(id);
  }

  exists(id: string): Promise<boolean> {
    return this.files.exists(id);
  }

  put(source: Readable | Buffer, options: OwnedPutOptions): Promise<BlobRef> {
    const { owner, holdMs, account, quota, ...rest } = options;
    return this.files.put(source, {
      ...rest,
      place: (ref, move) =>
        this.locked(ref.id, async (client) => {
          // The account's other uploads wait here until this one is counted (or refused): check and reserve are
          // one step, so parallel uploads cannot each pass a quota only one of them fits.
          if (account && quota) {
            await client.query(`SELECT pg_advisory_xact_lock(hashtextextended('quota:' || $1, 0))`, [account]);
          }
          const before = account && quota ? await usageOf(client, account) : 0;
          await addOwner(client, ref.id, owner, holdMs ?? null, { account: account ?? null, size: ref.size });
          // Measured with the new owner in place: the same bytes uploaded twice count once.
          if (account && quota && (await usageOf(client, account, quota.except)) > quota.limit) {
            throw new StorageQuotaExceededError(before, quota.limit);
          }
          await move();
        }),
    });
  }

  claim(id: string, owner: string, from?: string): Promise<void> {
    return this.locked(id, async (client) => {
      if (!(await this.files.exists(id))) throw new BlobGoneError(id);
      // The uploader and size the hold recorded stay with the file: it still counts against that account.
      const { rows } = from
        ? await client.query<{ account: string | null; size: string | null }>(
            'SELECT account, size FROM platform.blob_owners WHERE sha256 = $1 AND owner = $2',
            [id, from],
          )
        : { rows: [] };
      const uploader = rows[0]
        ? { account: rows[0].account, size: rows[0].size === null ? null : Number(rows[0].size) }
        : null;
      await addOwner(client, id, owner, null, uploader);
      if (from && from !== owner) {
        await client.query('DELETE FROM platform.blob_owners WHERE sha256 = $1 AND owner = $2', [id, from]);
      }
    });
  }

  release(id: string, owner: string): Promise<void> {
    return this.locked(id, async (client) => {
      await client.query('DELETE FROM platform.blob_owners WHERE sha256 = $1 AND owner = $2', [id, owner]);
      const { rows } = await client.query(
        `SELECT 1 FROM platform.blob_owners
          WHERE sha256 = $1 AND (expires_at IS NULL OR expires_at > now()) LIMIT 1`,
        [id],
      );
      if (rows.length > 0) return;
      await client.query('DELETE FROM platform.blob_owners WHERE sha256 = $1', [id]);
      await this.files.delete(id);
    });
  }

  async claimInstead(id: string, owner: string, from?: string): Promise<void> {
    await this.claim(id, owner, from);
    const { rows } = await this.pool.query<{ sha256: string }>(
      'SELECT sha256 FROM platform.blob_owners WHERE owner = $1 AND sha256 <> $2',
      [owner, id],
    );
    for (const { sha256 } of rows) await this.release(sha256, owner);
  }

  usage(account: string, except?: string): Promise<number> {
    return usageOf(this.pool, account, except);
  }

  /**
   * Deletes each listed file that is not in `referenced` (the files events refer to), unless it is younger than
   * `graceMs`, held by a live upload hold, or was given an owner within `graceMs` (a command about to append
   * the event that refers to it). Each decision is taken under the file's lock, so an upload or a claim of the
   * same bytes either lands first (and keeps it) or finds it gone (and puts it back). Returns what went.
   */
  async removeUnreferenced(
    listing: AsyncIterable<{ id: string; modifiedAt: Date; size: number }>,
    referenced: ReadonlySet<string>,
    options: { graceMs: number; now: Date },
  ): Promise<{ files: number; bytes: number }> {
    const cutoff = new Date(options.now.getTime() - options.graceMs);
    const removed = { files: 0, bytes: 0 };
    for await (const file of listing) {
      if (referenced.has(file.id) || file.modifiedAt > cutoff) continue;
      const gone = await this.locked(file.id, async (client) => {
        const { rows } = await client.query(
          `SELECT 1 FROM platform.blob_owners
            WHERE sha256 = $1 AND (expires_at > $2 OR created_at > $3) LIMIT 1`,
          [file.id, options.now, cutoff],
        );
        if (rows.length > 0) return false;
        await client.query('DELETE FROM platform.blob_owners WHERE sha256 = $1', [file.id]);
        await this.files.delete(file.id);
        return true;
      });
      if (gone) {
        removed.files++;
        removed.bytes += file.size;
      }
    }
    return removed;
  }

  async releaseOwner(owner: string): Promise<void> {
    const { rows } = await this.pool.query<{ sha256: string }>(
      'SELECT sha256 FROM platform.blob_owners WHERE owner = $1',
      [owner],
    );
    for (const { sha256 } of rows) await this.release(sha256, owner);
  }

  /**
   * Deletes the files whose only owners are lapsed holds (uploads never saved). Returns how many went.
   * Run now and then; a file still owned by anyone, or held by a live upload, stays.
   */
  async sweepLapsedHolds(): Promise<number> {
    const { rows } = await this.pool.query<{ sha256: string; owner: string }>(
      `SELECT sha256, owner FROM platform.blob_owners o
        WHERE expires_at <= now()
          AND NOT EXISTS (SELECT 1 FROM platform.blob_owners l
                           WHERE l.sha256 = o.sha256 AND (l.expires_at IS NULL OR l.expires_at > now()))`,
    );
    const lapsed = new Map(rows.map((row) => [row.sha256, row.owner]));
    for (const [sha256, owner] of lapsed) await this.release(sha256, owner);
    return lapsed.size;
  }

  /**
   * Once per database: the stream of every event that references a file becomes its owner, for events
   * stored before this ledger existed. Sealed parts are opened with `subjectOf`'s keys (an erased subject's
   * files were deleted with it). Later events get their owners where they are appended.
   */
  async adoptExisting(store: EventStore, subjectOf: (streamId: string) => string | null): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      await client.query(`SELECT pg_advisory_xact_lock(hashtext('blob_owners_adopt'))`);
      const { rows } = await client.query('SELECT 1 FROM platform.blob_owners_adopted');
      if (rows.length > 0) return;
      let after: Position | undefined;
      for (;;) {
        const page = await store.readAll(after ? { after, limit: 1000 } : { limit: 1000 });
        if (page.length === 0) break;
        after = page.at(-1)?.position;
        const opened = await openSealedEvents(client, page, (event) => subjectOf(event.streamId));
        const shas: string[] = [];
        const owners: string[] = [];
        for (const event of opened) {
          for (const sha of fileRefsIn(event.data, new Set())) {
            shas.push(sha);
            owners.push(event.streamId);
          }
        }
        if (shas.length === 0) continue;
        await client.query(
          `INSERT INTO platform.blob_owners (sha256, owner)
           SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING`,
          [shas, owners],
        );
      }
      await client.query('INSERT INTO platform.blob_owners_adopted (done) VALUES (true)');
    });
  }

  private locked<T>(id: string, work: (client: PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, async (client) => {
      await client.query(`SELECT pg_advisory_xact_lock(hashtextextended('blob:' || $1, 0))`, [id]);
      return work(client);
    });
  }
}

/** Bytes of the distinct files `account` uploaded that someone still owns, but those `except` owns. */
async function usageOf(db: Pool | PoolClient, account: string, except?: string): Promise<number> {
  const { rows } = await db.query<{ bytes: string }>(
    `SELECT coalesce(sum(size), 0) AS bytes FROM (
       SELECT DISTINCT ON (sha256) sha256, size FROM platform.blob_owners
        WHERE account = $1 AND owner <> coalesce($2, '') AND (expires_at IS NULL OR expires_at > now())
     ) files`,
    [account, except ?? null],
  );
  return Number(rows[0]?.bytes ?? 0);
}

async function addOwner(
  client: PoolClient,
  id: string,
  owner: string,
  holdMs: number | null,
  uploader: { account: string | null; size: number | null } | null = null,
): Promise<void> {
  // A lasting reference beats a hold; two holds keep the later expiry. A known uploader is kept.
  await client.query(
    `INSERT INTO platform.blob_owners (sha256, owner, expires_at, account, size)
     VALUES ($1, $2, CASE WHEN $3::float8 IS NULL THEN NULL ELSE now() + make_interval(secs => $3::float8 / 1000) END,
             $4, $5)
     ON CONFLICT (sha256, owner) DO UPDATE SET expires_at =
       CASE WHEN platform.blob_owners.expires_at IS NULL OR excluded.expires_at IS NULL THEN NULL
            ELSE greatest(platform.blob_owners.expires_at, excluded.expires_at) END,
       account = coalesce(excluded.account, platform.blob_owners.account),
       size = coalesce(excluded.size, platform.blob_owners.size)`,
    [id, owner, holdMs, uploader?.account ?? null, uploader?.size ?? null],
  );
}
