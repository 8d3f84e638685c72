import { candidateSubjectOfStream, inboxSubjectOfStream } from '@tb/domain';
import type { Position } from '@tb/event-store';
import { decoratorPlugin, type Mailer, type RateLimiter } from '@tb/platform';
import fp from 'fastify-plugin';

/**
 * The command API's shared pieces, each a named plugin that decorates the instance once (fastify-plugin, so the
 * decorator is seen by every route plugin registered after it). A route plugin names the pieces it uses in its
 * `dependencies` (see app.ts), so registering it without one fails at start, not on a request. The pieces every
 * deployable opens (pool, sessions, event store, read models, blob store) come from @tb/platform's
 * `sharedResources`, registered by the runtime before the API (http/plugins.ts there).
 */
declare module 'fastify' {
  interface FastifyInstance {
    limiter: RateLimiter;
    mailer: Mailer;
    /** The service's clock: commands' `now`. */
    clock(): Date;
    /**
     * Waits until the named projections have caught up with a position (server-side read-your-writes), 5 s
     * unless told otherwise; resolves false when they had not caught up in time.
     */
    waitForProjections(names: string[], position: Position, timeoutMs?: number): Promise<boolean>;
    /** Asks the inbox worker to read the mailbox now; null when it runs as its own service (it polls). */
    syncInbox: (() => Promise<void>) | null;
    /** Session cookies get `Secure` when the public origin is HTTPS. */
    secureCookies: boolean;
    /** Each job seeker's storage in bytes (STORAGE_QUOTA_MB); undefined: the default 200 MB. */
    storageQuotaBytes: number | undefined;
  }
}

export { routesPlugin } from '@tb/platform';

export const limiterPlugin = decoratorPlugin('limiter', 'tb-rate-limiter', ['tb-database']);
export const mailerPlugin = decoratorPlugin('mailer', 'tb-mailer');
export const clockPlugin = decoratorPlugin('clock', 'tb-clock');

/** Read-your-writes on the server: waits on the shared read models (5 s unless told otherwise). */
export const projectionWaitPlugin = fp(
  async (app) => {
    app.decorate(
      'waitForProjections',
      async (names: string[], position: Position, timeoutMs = 5000) =>
        (await app.readModels.waitForPosition(names, position, timeoutMs)).fresh,
    );
  },
  { name: 'tb-projection-wait', dependencies: ['tb-read-models'] },
);

/** Settings the routes read: the cookies' Secure flag, the storage quota and the inbox's sync request. */
export const settingsPlugin = fp<{
  secureCookies: boolean;
  storageQuotaBytes: number | undefined;
  syncInbox: (() => Promise<void>) | null;
}>(
  async (app, settings) => {
    app.decorate('secureCookies', settings.secureCookies);
    app.decorate('storageQuotaBytes', settings.storageQuotaBytes);
    app.decorate('syncInbox', settings.syncInbox);
  },
  { name: 'tb-command-settings' },
);

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * The shared blob store's upkeep, the command side's job: adopted by the event store's owners at start (a store
 * from before file owners were recorded: its events name them) and swept every hour: uploads never saved (a
 * review abandoned) let go of their files once their hold lapses.
 */
export const blobOwnersPlugin = fp(
  async (app) => {
    const blobs = app.blobStore;
    await blobs.adoptExisting(
      app.eventStore,
      (streamId) => candidateSubjectOfStream(streamId) ?? inboxSubjectOfStream(streamId),
    );
    const sweep = () =>
      blobs.sweepLapsedHolds().catch((error: unknown) => app.log.warn({ err: error }, 'blob sweep failed'));
    const sweeper = setInterval(sweep, SWEEP_EVERY_MS);
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));
    void sweep();
  },
  { name: 'tb-blob-owners', dependencies: ['tb-blob-store', 'tb-event-store'] },
);
