import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { commandApi } from '@tb/command-api';
import { createEventStore, type EventStore } from '@tb/event-store';
import { registerInboxMetrics, startInboxWorker } from '@tb/inbox-worker';
import {
  type Access,
  createHttpApp,
  createLogger,
  createMetrics,
  createPool,
  createReadModels,
  type Database,
  FileBlobStore,
  healthRoutes,
  installHttpMetrics,
  type Logger,
  mailerFromConfig,
  meteredEventStore,
  migrate,
  notFoundRefusal,
  OwnedBlobStore,
  openDatabase,
  operatorAccess,
  orAdminSession,
  platformMigrations,
  type ReadModels,
  registerOpenApi,
  registerProjectionMetrics,
  sharedResources,
  usersTable,
} from '@tb/platform';
import { projections, startBlobCollector, startContactNotifier, startProjectors } from '@tb/projectors';
import { countryDetector, queryApi } from '@tb/query-api';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { analyticsCsp } from './analytics-csp.ts';
import { compressJsonAnswers } from './compression.ts';
import type { AllInOneConfig } from './config.ts';
import { reservePort } from './port-reservation.ts';
import { prepareStartData } from './seed/seed.ts';
import { asksForSourceMap } from './source-maps.ts';
import { webStatic } from './web-static.ts';

export interface Runtime {
  app: FastifyInstance;
  database: Database;
  store: EventStore;
  logger: Logger;
  /**
   * Every route the process serves (method and URL pattern) with the access it declares (`config.access`; undefined
   * outside the APIs), e.g. for the permissions matrix test.
   */
  routes: { method: string; url: string; access: Access | undefined }[];
  /** Stops accepting requests, finishes in-flight work, then stops projectors and the database. */
  stop(): Promise<void>;
}

export interface RuntimeOptions {
  /**
   * Shows lines the person who started the app must read (the admin's password); by default an info log line at any
   * LOG_LEVEL. `npm start` prints them as text in a terminal.
   */
  tell?: (lines: string[]) => void;
  /** A test's place to stop start-up: the demo data step of this name is the last one made (see `SeedContext`). */
  pauseSeedAt?: string | undefined;
  /**
   * Calls the start off (a signal during start-up): it stops at the next step (after the step of demo data in
   * hand, or while waiting for the read models), stops what it started, PostgreSQL last, and rejects with the
   * signal's reason. A start-up with demo data and 30 s of catch-up otherwise ran to its end first.
   */
  signal?: AbortSignal | undefined;
  /**
   * The embedded PostgreSQL stopped and could not be started again within a minute (it is restarted by itself
   * first): `npm start` exits with one sentence so a supervisor starts it again. By default an error log line.
   */
  onDatabaseLost?: (error: Error) => void;
}

/** The projectors' own connections: one per projection worker at a time, plus the live subscription's reads. */
const PROJECTOR_POOL_SIZE = 6;

/** Everything in one process: database, event store, projectors, both APIs and the web app on one port. */
export async function startRuntime(
  config: AllInOneConfig,
  logger = createLogger({ level: config.LOG_LEVEL }),
  options: RuntimeOptions = {},
): Promise<Runtime> {
  const announcer = logger.child({}, { level: 'info' });
  const tell = options.tell ?? ((lines: string[]) => announcer.info(lines.join(' ')));
  const { signal } = options;
  signal?.throwIfAborted();
  // Before the store is touched: a taken port must not leave a seeded store and a shown password behind.
  const port = await reservePort(config.PORT, config.HOST);
  const dataDir = resolve(config.DATA_DIR);
  let database: Database;
  try {
    mkdirSync(dataDir, { recursive: true });
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir,
      embeddedPort: config.EMBEDDED_PG_PORT,
      poolSize: config.DATABASE_POOL_SIZE ?? 20,
      onLog: (line) => logger.debug({ postgres: line }),
      onNotice: (line) => logger.warn(line),
      onLost: options.onDatabaseLost ?? ((error) => logger.error({ err: error }, 'PostgreSQL is gone')),
    });
  } catch (error) {
    await port.release();
    throw error;
  }
  const closers: (() => Promise<void>)[] = [() => database.close(), () => port.release()];
  try {
    // PostgreSQL's start (initdb on a new folder) is not cut short: the signal takes effect once it is up.
    signal?.throwIfAborted();
    const { pool } = database;
    await migrate(pool, 'platform', platformMigrations);
    // One registry for everything this process runs: both APIs, the projectors and the inbox worker.
    const metrics = createMetrics({ service: 'all-in-one' });
    const store = meteredEventStore(await createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool }), metrics);
    closers.unshift(() => store.close());
    // The projectors get connections of their own, as the projectors service has in production: under a burst
    // of requests their batches (and so every read-your-writes wait) do not queue behind the requests' queries.
    const projectorPool = createPool(database.url, PROJECTOR_POOL_SIZE);
    closers.unshift(() => projectorPool.end());
    const projectorStore = await createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool: projectorPool });
    closers.unshift(() => projectorStore.close());
    const readModels = await createReadModels(pool, {
      comparePositions: (a, b) => store.comparePositions(a, b),
      headPosition: () => store.headPosition(),
      writtenPosition: () => store.writtenPosition?.() ?? store.headPosition(),
    });
    closers.unshift(() => readModels.close());
    const projectors = await startProjectors({
      pool: projectorPool,
      store: projectorStore,
      logger,
      // Reads waiting for a write (read-your-writes) hear of its batch in this process, not through PostgreSQL.
      onCheckpoint: (notice) => readModels.checkpointed(notice),
      ...(config.KAFKA_BROKERS.length > 0
        ? { kafka: { brokers: config.KAFKA_BROKERS, topic: config.KAFKA_TOPIC } }
        : {}),
    });
    closers.unshift(() => projectors.stop());
    const blobs = await OwnedBlobStore.open(pool, new FileBlobStore(join(dataDir, 'blobs')));
    const mailer = mailerFromConfig(config, dataDir, logger);
    const inbox = await startInboxWorker({
      pool,
      store,
      blobs,
      logger,
      imap: config.IMAP_URL
        ? { url: config.IMAP_URL, mailbox: config.IMAP_MAILBOX, senderFilter: config.IMAP_SENDER_FILTER }
        : undefined,
      dropDir: join(dataDir, 'inbox'),
    });
    closers.unshift(() => inbox.stop());
    registerProjectionMetrics(metrics, () => projectors.status());
    registerInboxMetrics(metrics, () => inbox.status());
    const notifier = await startContactNotifier({ pool, store, mailer, blobs, to: config.CONTACT_TO, logger });
    closers.unshift(() => notifier.stop());
    const collector = startBlobCollector({ pool, store, dataDir, logger });
    closers.unshift(async () => collector.stop());

    const app = createHttpApp({ logger, trustProxy: config.TRUST_PROXY });
    // Before the APIs are registered, so their routes inherit it.
    compressJsonAnswers(app);
    const routes: Runtime['routes'] = [];
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD') routes.push({ method, url: route.url, access: route.config?.access });
    });
    // On the entry port too: `npm start` is one process on a developer's machine; behind nginx in production the
    // services' own ports serve /metrics and nginx answers it with 404.
    const access = operatorAccess({ nodeEnv: config.NODE_ENV, metricsToken: config.METRICS_TOKEN });
    installHttpMetrics(app, metrics, access);
    // Production serves no JavaScript source maps: they would hand out the whole client source with its comments.
    if (config.NODE_ENV === 'production') {
      app.addHook('onRequest', async (request) => {
        if (asksForSourceMap(request.url)) throw notFoundRefusal();
      });
    }
    const analytics = analyticsCsp(config.GA_MEASUREMENT_ID);
    // Served over https only when PUBLIC_ORIGIN says so. Over plain http (`HOST=0.0.0.0 npm start` opened from
    // another machine) upgrade-insecure-requests would send every script and style to https and leave a blank page.
    const https = config.PUBLIC_ORIGIN?.startsWith('https://') ?? false;
    // helmet's middleware is built once here and only sets headers per request; @fastify/helmet built (and parsed
    // the CSP directives of) a new one for every request, ~3 % of the server's time on the candidate list.
    const securityHeaders = helmet({
      strictTransportSecurity: https,
      contentSecurityPolicy: {
        directives: {
          upgradeInsecureRequests: https ? [] : null,
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...analytics.scriptSrc],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...analytics.imgSrc],
          connectSrc: ["'self'", ...analytics.connectSrc],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    app.addHook('onRequest', (request, reply, done) =>
      securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
    );
    await registerOpenApi(app, {
      title: 'Talent Bridge API',
      description: 'Reads (GET, query-api) and writes (commands, command-api) of the Talent Bridge platform.',
      publicOrigin: config.PUBLIC_ORIGIN,
    });
    // Opened once above, shared by both APIs (and the health check's admin session) on this one instance.
    await app.register(sharedResources, { pool, store, readModels, blobs });
    await app.register(healthRoutes, {
      pool,
      // A signed-in admin sees the checks too, in the browser, without the scraper's token.
      access: orAdminSession(access, async (token) => {
        const viewer = await app.sessions.viewerFor(token, usersTable(await readModels.schemaOf('users')));
        return viewer?.isAdmin === true;
      }),
      checks: [
        { name: 'projections', check: async () => projectors.readiness() },
        // A mailbox outage is reported, not fatal: everything but Load Emails keeps working.
        // Degraded while messages it could not read are set aside (the mail after them is read).
        {
          name: 'inbox',
          check: async () => ({ ok: true, degraded: inbox.status().setAside > 0, detail: inbox.status() }),
        },
      ],
    });
    // One detector (and GeoLite2 database, when configured) for /api/detect-location and the landing page's language.
    const detectCountry = await countryDetector({ countryHeader: config.COUNTRY_HEADER, geoipDb: config.GEOIP_DB });
    await app.register(queryApi, { config, detectCountry });
    await app.register(commandApi, { config, mailer, syncInbox: () => inbox.syncNow() });
    await app.register(webStatic, {
      root: resolve(config.WEB_DIST),
      detectCountry,
      publicOrigin: config.PUBLIC_ORIGIN,
      // Rendered openings are kept while the projects read model is unchanged.
      projectsVersion: async () => (await readModels.dataVersionOf('projects')).version,
    });
    closers.unshift(() => app.close());

    // The projections CLI finds the embedded database of a running app here.
    writeFileSync(join(dataDir, 'runtime.json'), JSON.stringify({ databaseUrl: database.url, pid: process.pid }));
    // Listening only once it can serve: the ADMIN_EMAIL account and the demo data exist, and the read models show
    // them, so a sign-in right after the address is printed (or after the first /healthz answer) works.
    const pauseAt = options.pauseSeedAt;
    signal?.throwIfAborted();
    const startData = await prepareStartData({
      app,
      store,
      pool,
      config,
      logger,
      // After each demo item: where a stop during start-up takes effect (the item in hand is finished first).
      reached: async (step: string) => {
        signal?.throwIfAborted();
        if (pauseAt) await pauseAtStep(step, pauseAt, logger, signal);
      },
    });
    await catchUpReadModels(readModels, store, logger, signal);
    signal?.throwIfAborted();
    await port.release();
    await app.listen({ port: config.PORT, host: config.HOST });
    if (startData.notice.length > 0) tell(startData.notice);
    await startData.complete();

    let stopping: Promise<void> | undefined;
    return {
      app,
      database,
      store,
      logger,
      routes,
      stop: () => {
        stopping ??= closeAll(closers, logger);
        return stopping;
      },
    };
  } catch (error) {
    await closeAll(closers, logger);
    throw error;
  }
}

/** At most this long before listening; past it the app serves anyway and `/readyz` says what is still behind. */
const START_CATCH_UP_MS = 30_000;

/** Waits until every projection has applied the events that exist now (after the seed), or the start is called off. */
async function catchUpReadModels(readModels: ReadModels, store: EventStore, logger: Logger, signal?: AbortSignal) {
  const head = await store.headPosition();
  if (head === null) return;
  const names = projections.map((projection) => projection.name);
  const { fresh } = await unlessAborted(readModels.waitForPosition(names, head, START_CATCH_UP_MS), signal);
  if (!fresh) logger.warn({ waitedMs: START_CATCH_UP_MS }, 'read models still catching up; serving meanwhile');
}

/** The tests' stop: start-up waits here until the process is killed, or the start is called off. */
async function pauseAtStep(step: string, pauseAt: string, logger: Logger, signal?: AbortSignal): Promise<void> {
  if (step !== pauseAt) return;
  logger.warn({ step }, 'demo data paused here (TB_SEED_PAUSE_AT)');
  await unlessAborted(new Promise<never>(() => {}), signal);
}

/** What `waiting` gives, or the signal's reason once it aborts: for waits that hold nothing (no write in hand). */
function unlessAborted<T>(waiting: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return waiting;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    waiting.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function closeAll(closers: (() => Promise<void>)[], logger: Logger) {
  for (const close of closers) {
    try {
      await close();
    } catch (error) {
      logger.error({ err: error }, 'error while stopping');
    }
  }
}
