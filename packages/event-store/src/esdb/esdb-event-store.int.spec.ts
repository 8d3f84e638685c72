import { describe } from 'vitest';
import { eventStoreContract } from '../contract.ts';
import type { EventStore } from '../types.ts';
import { createEsdbEventStore } from './esdb-event-store.ts';

/**
 * The same contract against EventStoreDB: EVENTSTORE_URL names a running one; otherwise a Docker engine
 * starts one (testcontainers). With neither, the suite is skipped and says why.
 */
async function connectionString(): Promise<string | { skip: string }> {
  if (process.env.EVENTSTORE_URL) return process.env.EVENTSTORE_URL;
  try {
    const { GenericContainer, Wait } = await import('testcontainers');
    const container = await new GenericContainer('docker.kurrent.io/kurrent-latest/kurrentdb:latest')
      .withEnvironment({ KURRENTDB_INSECURE: 'true', KURRENTDB_RUN_PROJECTIONS: 'None', KURRENTDB_MEM_DB: 'true' })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
      .start();
    return `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`;
  } catch (error) {
    return {
      skip: `no EVENTSTORE_URL and no container runtime (${error instanceof Error ? error.message.split('\n')[0] : error})`,
    };
  }
}

const target = await connectionString();
if (typeof target === 'string') {
  const stores: EventStore[] = [];
  eventStoreContract('EventStoreDB', async () => {
    const store = createEsdbEventStore({ connectionString: target });
    stores.push(store);
    return store;
  });
} else {
  console.warn(
    `EventStoreDB contract tests skipped: ${target.skip}. Set EVENTSTORE_URL=esdb://host:2113?tls=false to run them.`,
  );
  describe.skip('EventStoreDB event store contract', () => {});
}
