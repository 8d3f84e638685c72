import type { Access } from './route-access.ts';

/** Request headers whose use has a refusal of its own; a route says which it honours (`config.honours`). */
export type HonouredHeader = 'if-match' | 'idempotency-key';

/** The refusal statuses a route may answer besides its successes, each `{ message }` in the caller's language. */
export const REFUSAL_STATUSES = [400, 401, 403, 404, 409, 412, 413, 414, 415, 422, 429, 503] as const;
export type RefusalStatus = (typeof REFUSAL_STATUSES)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The request headers the handler reads with a refusal of their own: `if-match` (412 when the record moved on),
     * `idempotency-key` (422 when the key came with another request). The helpers that read them refuse to on a
     * route that does not say so, so the OpenAPI document cannot miss them.
     */
    honours?: readonly HonouredHeader[];
    /** The handler counts calls (enforceRateLimit, which refuses to on a route without this): 429 past the budget. */
    rateLimited?: true;
  }
}

/** What a route declares that tells which refusals it can answer. */
export interface RouteShape {
  method: string;
  access?: Access | undefined;
  /** Query parameters only an admin may send (`config.adminOnlyQuery`): a non-admin sending one gets 403. */
  adminOnlyQuery?: readonly string[] | undefined;
  /** Path parameters: a record named in the address. */
  hasParams: boolean;
  /** A multipart form (an upload): counted against the account's upload budget. */
  multipart?: boolean;
  honours?: readonly HonouredHeader[] | undefined;
  rateLimited?: boolean | undefined;
  /** Statuses the handler itself answers beyond those its shape implies (`config.openapi.refuses`). */
  refuses?: readonly RefusalStatus[] | undefined;
  /** Reads no storage at all (a setting, a header): never 503. */
  storageless?: boolean | undefined;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const WHY: Record<RefusalStatus, string> = {
  400: 'The request is not valid: the message says what to correct.',
  401: 'Not signed in (or the credentials are wrong).',
  403: 'Signed in, but not allowed; or a write sent from another site.',
  404: 'No such record (or not visible to the caller).',
  409: 'The record changed meanwhile, or its state does not allow this.',
  412: 'If-Match names a version the record has moved on from: reload it.',
  413: 'The body or file is too large, or the storage quota is full.',
  414: 'A path parameter is too long.',
  415: 'The body has a content type this route does not read.',
  422: 'The Idempotency-Key came earlier with another request.',
  429: 'Too many requests: the message says when to try again.',
  503: 'Busy or the database is unreachable: Retry-After says when to try again.',
};

export const refusalReason = (status: RefusalStatus): string => WHY[status];

/**
 * The refusals a route can answer, derived from what it declares: 400 for input it refuses (any route: its input,
 * or an address no route takes); 401 and 403 from its access; 404 and 414 for a record named in the address;
 * 403, 413 and 415 for any write (a cross-site write, a body over the limit, a content type no parser reads); 409
 * and 412 and 422 from the headers it honours (a command: If-Match, Idempotency-Key); 429 when it counts calls or
 * takes an upload; 503 when it reads storage (the database away, the parsers busy); plus what its handler says it
 * refuses besides. No catch-all: a status not listed here is one the route does not answer.
 */
export function refusalStatusesOf(route: RouteShape): RefusalStatus[] {
  const write = BODY_METHODS.has(route.method.toUpperCase());
  const signedIn = route.access !== undefined && route.access !== 'visitor';
  const honours = route.honours ?? [];
  const statuses = new Set<RefusalStatus>([400]);
  const add = (when: boolean, ...codes: RefusalStatus[]) => {
    if (when) for (const code of codes) statuses.add(code);
  };
  add(signedIn, 401);
  add(route.access === 'admin' || route.access === 'owner' || Boolean(route.adminOnlyQuery?.length) || write, 403);
  add(route.hasParams, 404, 414);
  add(write, 413, 415);
  add(honours.length > 0, 409);
  add(honours.includes('if-match'), 412);
  add(honours.includes('idempotency-key'), 422);
  add(Boolean(route.rateLimited) || (Boolean(route.multipart) && signedIn), 429);
  add(!route.storageless, 503);
  add(true, ...(route.refuses ?? []));
  return REFUSAL_STATUSES.filter((status) => statuses.has(status));
}
