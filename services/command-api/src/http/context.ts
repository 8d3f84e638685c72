import { type CommandMetadata, ValidationError } from '@tb/domain';
import type { Position } from '@tb/event-store';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
