import type { PlainMessageKey } from '@tb/contracts';
import { ForbiddenError, UnauthorizedError } from '@tb/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Who may call a route, declared in its options (`config: { access: 'admin' }`):
 * - `visitor`: anyone, signed in or not (the handler may still ask who it is);
 * - `user`: a signed-in user, acting on their own things;
 * - `owner`: a signed-in user; the handler then lets in the record's owner and admins only (it needs the record);
 * - `admin`: a signed-in administrator.
 */
export const ACCESS_LEVELS = ['visitor', 'user', 'owner', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every route of a service that installs routeAccess must say. */
    access?: Access;
    /** What a signed-in non-admin is told on an admin route, when more precise than the general refusal. */
    forbidden?: PlainMessageKey;
    /**
     * Query parameters only an admin may send on a `user` route (an admin's view of someone else's things):
     * a non-admin sending one is refused 403 here, before the query is validated.
     */
    adminOnlyQuery?: readonly string[];
  }
}

export interface RouteAccess<Actor> {
  /**
   * Refuses, at registration, a route that declares no access, and decides each request's access in one
   * `onRequest` hook: before the body is read or validated (a visitor posting anything to an admin route gets
   * 401, a user 403), multipart uploads included. Call before the routes are registered.
   */
  install(app: FastifyInstance): void;
  /** The signed-in caller the hook let in; on a `visitor` route (nobody was required) a 401. */
  actorOf(request: FastifyRequest): Actor;
}

/**
 * One service's access rules: `resolve` finds the signed-in caller from the request (cookie and store), null when
 * nobody is signed in. Each service has its own actor (the command side reads the user's stream, the query side the
 * users read model), so each calls this once and exports `actorOf` with its own type.
 */
export function routeAccess<Actor extends { isAdmin: boolean }>(
  resolve: (request: FastifyRequest) => Promise<Actor | null>,
): RouteAccess<Actor> {
  const admitted = new WeakMap<FastifyRequest, Actor>();
  return {
    install(app) {
      app.addHook('onRoute', (route) => {
        if (!route.config?.access) {
          throw new Error(`${String(route.method)} ${route.url} declares no access (config.access: visitor, user…)`);
        }
      });
      app.addHook('onRequest', async (request) => {
        const { access, forbidden, adminOnlyQuery } = request.routeOptions.config;
        if (!access || access === 'visitor') return;
        const actor = await resolve(request);
        if (!actor) throw new UnauthorizedError('common.signInFirst');
        const adminsOnly = access === 'admin' || namesAny(request.query, adminOnlyQuery);
        if (adminsOnly && !actor.isAdmin) throw new ForbiddenError(forbidden ?? 'common.notAllowed');
        admitted.set(request, actor);
      });
    },
    actorOf(request) {
      const actor = admitted.get(request);
      if (!actor) throw new UnauthorizedError('common.signInFirst');
      return actor;
    },
  };
}

/** Whether the (not yet validated) query names any of `keys`. */
function namesAny(query: unknown, keys: readonly string[] | undefined): boolean {
  if (!keys?.length || typeof query !== 'object' || query === null) return false;
  return keys.some((key) => Object.hasOwn(query, key));
}
