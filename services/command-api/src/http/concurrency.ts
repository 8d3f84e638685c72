import { PreconditionFailedError } from '@tb/domain';
import { digestOf, etagMatches, type HonouredHeader, ifMatchTags } from '@tb/platform';
import type { FastifyRequest } from 'fastify';
import { idempotencyKey } from './context.ts';

/**
 * A route reads If-Match or Idempotency-Key only when its options say it honours them (`config.honours`): the
 * OpenAPI document derives the refusals they bring (412, 422) from that, so a route that forgot to say fails at
 * its first use (in its tests) instead of answering statuses its document does not list.
 */
export function assertHonours(request: FastifyRequest, header: HonouredHeader): void {
  if (request.routeOptions.config.honours?.includes(header)) return;
  throw new Error(`${request.method} ${request.routeOptions.url} reads ${header} without config.honours saying so`);
}

/**
 * `If-Match`: a precondition for handleCommand that refuses with 412 when the record's tag (computed from the
 * state the command is decided on) is not the one the caller read. Without the header, none: older clients and
 * scripts keep working, the web app always sends it.
 */
export function ifMatch<S>(
  request: FastifyRequest,
  etagOf: (state: S, revision: number | null) => string,
): { precondition?: (state: S, revision: number | null) => void } {
  assertHonours(request, 'if-match');
  const tags = ifMatchTags(request.headers['if-match']);
  if (!tags) return {};
  return {
    precondition: (state, revision) => {
      if (!etagMatches(tags, etagOf(state, revision))) throw new PreconditionFailedError('security.recordMovedOn');
    },
  };
}

/**
 * The `Idempotency-Key` and a fingerprint of what it was sent with (method, route, the body or the parts a
 * multipart route passes): the same key with another request answers 422 instead of the first one's result.
 */
export function idempotency(
  request: FastifyRequest,
  body: unknown = request.body,
): { idempotencyKey?: string; requestHash?: string } {
  assertHonours(request, 'idempotency-key');
  const key = idempotencyKey(request);
  if (!key) return {};
  return { idempotencyKey: key, requestHash: digestOf([request.method, request.routeOptions.url, body]) };
}
