import { migrate, type Pool } from '@tb/platform';

/**
 * Messages the inbox could not read and set aside, so that one message never stops the mail after it. A row per
 * message (`drop:<file>` or `imap:<mailbox>:<uidvalidity>:<uid>`): sender and subject when its headers could be
 * read, and why. An operator asks for a retry (`npm run inbox -- retry`); the worker's next sync reads the message
 * again and the row goes (it comes back if the message still cannot be read).
 */
export const setAsideMigrations = [
  `CREATE TABLE IF NOT EXISTS platform.inbox_set_aside (
     source text PRIMARY KEY,
     message_id text,
     sender text NOT NULL DEFAULT '',
     subject text NOT NULL DEFAULT '',
     reason text NOT NULL,
     set_aside_at timestamptz NOT NULL DEFAULT now(),
     retry_requested boolean NOT NULL DEFAULT false
   );`,
];

export interface SetAsideMessage {
  source: string;
  messageId: string | null;
  sender: string;
  subject: string;
  reason: string;
  setAsideAt: string;
  retryRequested: boolean;
}

/** Kept short: the row is a pointer to the message for an operator, not a copy of it. */
const SHORT = 200;

interface Row {
  source: string;
  message_id: string | null;
  sender: string;
  subject: string;
  reason: string;
  set_aside_at: Date;
  retry_requested: boolean;
}

const fromRow = (row: Row): SetAsideMessage => ({
  source: row.source,
  messageId: row.message_id,
  sender: row.sender,
  subject: row.subject,
  reason: row.reason,
  setAsideAt: row.set_aside_at.toISOString(),
  retryRequested: row.retry_requested,
});

export class SetAsideStore {
  private readonly pool: Pool;

  constructor(pool: Pool) {
    this.pool = pool;
  }

  static async open(pool: Pool): Promise<SetAsideStore> {
    await migrate(pool, 'inbox_set_aside', setAsideMigrations);
    return new SetAsideStore(pool);
  }

  async record(entry: { source: string; messageId: string | null; sender: string; subject: string; reason: string }) {
    await this.pool.query(
      `INSERT INTO platform.inbox_set_aside (source, message_id, sender, subject, reason)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (source) DO UPDATE SET message_id = $2, sender = $3, subject = $4, reason = $5,
         set_aside_at = now(), retry_requested = false`,
      [
        entry.source,
        entry.messageId?.slice(0, SHORT) ?? null,
        entry.sender.slice(0, SHORT),
        entry.subject.slice(0, SHORT),
        entry.reason.slice(0, 2 * SHORT),
      ],
    );
  }

  /** Set aside and not asked to retry: a sync that meets it again passes it by. */
  async isSetAside(source: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'SELECT 1 FROM platform.inbox_set_aside WHERE source = $1 AND NOT retry_requested',
      [source],
    );
    return (rowCount ?? 0) > 0;
  }

  /** The message was read after all (a retry, or the same file dropped again). */
  async forget(source: string): Promise<void> {
    await this.pool.query('DELETE FROM platform.inbox_set_aside WHERE source = $1', [source]);
  }

  async count(): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>('SELECT count(*) AS n FROM platform.inbox_set_aside');
    return Number(rows[0]?.n ?? 0);
  }

  async list(limit = 100): Promise<SetAsideMessage[]> {
    const { rows } = await this.pool.query<Row>(
      'SELECT * FROM platform.inbox_set_aside ORDER BY set_aside_at DESC, source LIMIT $1',
      [limit],
    );
    return rows.map(fromRow);
  }

  /** Marks messages for the next sync to read again: all, or the one `source`. Answers how many. */
  async requestRetry(source?: string): Promise<number> {
    const { rowCount } = await this.pool.query(
      'UPDATE platform.inbox_set_aside SET retry_requested = true WHERE $1::text IS NULL OR source = $1',
      [source ?? null],
    );
    return rowCount ?? 0;
  }

  /** The sources an operator asked to retry (their rows stay until the message is read or set aside again). */
  async retries(): Promise<string[]> {
    const { rows } = await this.pool.query<{ source: string }>(
      'SELECT source FROM platform.inbox_set_aside WHERE retry_requested ORDER BY source',
    );
    return rows.map((row) => row.source);
  }
}
