import type { Pool } from 'pg';
import { createEsdbEventStore } from './esdb/esdb-event-store.ts';
import { createPostgresEventStore } from './postgres/postgres-event-store.ts';
import type { EventStore } from './types.ts';

const ESDB_SCHEMES = ['esdb://', 'esdb+discover://', 'kurrentdb://', 'kurrentdb+discover://'];

/** EventStoreDB when `eventStoreUrl` names one; otherwise events live in PostgreSQL (the default). */
export async function createEventStore(options: {
  eventStoreUrl?: string | undefined;
  pool: Pool;
}): Promise<EventStore> {
  const url = options.eventStoreUrl;
  if (url && ESDB_SCHEMES.some((scheme) => url.startsWith(scheme)))
    return createEsdbEventStore({ connectionString: url });
  return createPostgresEventStore({ pool: options.pool });
}
