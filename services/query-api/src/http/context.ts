import type { BlobReader, Pool, SessionStore } from '@tb/platform';
import type { FastifyRequest } from 'fastify';

/** The read side's view of the projections: where each one lives now, and how far it got. */
export interface ReadModelAccess {
  /** The live schema of a projection (switches atomically on a blue-green rebuild). */
  schemaOf(name: string): Promise<string>;
  /** The live schema and a token that changes whenever its rows may have changed (`ReadModels.dataVersionOf`). */
  dataVersionOf(name: string): Promise<{ schema: string; version: string }>;
  /** Resolves when the projections have passed the position, or after the timeout with fresh=false. */
  waitForPosition(names: string[], position: string, timeoutMs?: number): Promise<{ fresh: boolean }>;
}

/** What a runtime hands the query API (`queryApi`'s options); app.ts registers each piece as its plugin. */
export interface QueryContext {
  pool: Pool;
  sessions: SessionStore;
  readModels: ReadModelAccess;
  /** Uploaded files (resumes, portfolios), served to those allowed to see them. */
  blobs: BlobReader;
  /** The visitor's country for `GET /api/detect-location` (countryDetector); without it always unknown (''). */
  detectCountry?: ((request: FastifyRequest) => string) | undefined;
  /** Keep answers that are the same for every caller while their read model is unchanged (default true). */
  answerCache?: boolean | undefined;
  /** Google Analytics 4 measurement id handed to the web app; none: no analytics script is loaded. */
  gaMeasurementId?: string | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Projections this GET reads; with `x-min-position` the answer waits until they reach it. */
    readModels?: string[];
  }
}
