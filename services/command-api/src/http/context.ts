import { type CommandMetadata, ValidationError } from '@tb/domain';
import type { EventStore, Position } from '@tb/event-store';
import type { BlobStore, Mailer, Pool, RateLimiter, SessionStore } from '@tb/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a runtime hands the command API (`commandApi`'s options); app.ts registers each piece as its plugin. */
export interface CommandContext {
  pool: Pool;
  store: EventStore;
  sessions: SessionStore;
  limiter: RateLimiter;
  mailer: Mailer;
  /** Uploaded files; events hold only their references. */
  blobs: BlobStore;
  /**
   * Waits until the named projections have caught up with a position (server-side read-your-writes), 5 s
   * unless told otherwise; resolves false when they had not caught up in time.
   */
  waitForProjections(names: string[], position: Position, timeoutMs?: number): Promise<boolean>;
  clock(): Date;
  /**
   * Asks the inbox worker to read the mailbox now; resolves when what arrived until now is appended. Absent
   * when the worker runs as its own service (it polls; Load Emails then answers what it has read).
   */
  syncInbox?(): Promise<void>;
  /** Session cookies get `Secure` when the public origin is HTTPS. */
  secureCookies: boolean;
  /** Each job seeker's storage in bytes (STORAGE_QUOTA_MB); 200 MB when absent. */
  storageQuotaBytes?: number;
}

/** Who, when (the service's clock) and which request, for a command this request sends. */
export function commandMetadata(request: FastifyRequest, actorId: string): CommandMetadata {
  return { actorId, now: request.server.clock().toISOString(), correlationId: request.id, causationId: request.id };
}

/** The longest `Idempotency-Key` taken; a longer one is refused (`refuseLongIdempotencyKeys`), never ignored. */
export const IDEMPOTENCY_KEY_MAX = 200;

/** The `Idempotency-Key` header, when a caller sends one, makes a retried command append nothing new. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && key.length > 0 && key.length <= IDEMPOTENCY_KEY_MAX ? key : undefined;
}

/**
 * A key too long to be taken answers 400 on every command route: ignoring it would let a retry that relies on it
 * append a second time.
 */
export function refuseLongIdempotencyKeys(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const key = request.headers['idempotency-key'];
    if (typeof key === 'string' && key.length > IDEMPOTENCY_KEY_MAX) {
      throw new ValidationError('security.idempotencyKeyTooLong');
    }
  });
}

/** Read-your-writes: the client sends this position back as `x-min-position` on its next reads. */
export function exposePosition(reply: FastifyReply, position: Position | null | undefined): void {
  if (position) reply.header('x-event-position', position);
}

export const clientAddress = (request: FastifyRequest): string => request.ip;
