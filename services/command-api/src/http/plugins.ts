import { candidateSubjectOfStream, inboxSubjectOfStream } from '@tb/domain';
import type { EventStore, Position } from '@tb/event-store';
import { type BlobStore, decoratorPlugin, type Mailer, type RateLimiter } from '@tb/platform';
import fp from 'fastify-plugin';

/**
 * The command API's shared pieces, each a named plugin that decorates the instance once (fastify-plugin, so the
 * decorator is seen by every route plugin registered after it). A route plugin names the pieces it uses in its
 * `dependencies` (see app.ts), so registering it without one fails at start, not on a request. The pool's and the
 * sessions' plugins and `routesPlugin` are shared with the query API (@tb/platform, http/plugins.ts).
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** Where every command's events are read and appended. */
    eventStore: EventStore;
    /** Uploaded files; events hold only their references. */
    blobStore: BlobStore;
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

export { databasePlugin, routesPlugin, sessionsPlugin } from '@tb/platform';

export const eventStorePlugin = decoratorPlugin('eventStore', 'tb-event-store');
export const limiterPlugin = decoratorPlugin('limiter', 'tb-rate-limiter', ['tb-database']);
export const mailerPlugin = decoratorPlugin('mailer', 'tb-mailer');
export const clockPlugin = decoratorPlugin('clock', 'tb-clock');
export const projectionWaitPlugin = decoratorPlugin('waitForProjections', 'tb-projection-wait');

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
 * The blob store, adopted by the event store's owners at start (a store from before file owners were recorded:
 * its events name them) and swept every hour: uploads never saved (a review abandoned) let go of their files
 * once their hold lapses.
 */
export const blobStorePlugin = fp<{ value: BlobStore }>(
  async (app, { value: blobs }) => {
    app.decorate('blobStore', blobs);
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
  { name: 'tb-blob-store', dependencies: ['tb-event-store'] },
);
