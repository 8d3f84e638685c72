import type { EventStore } from '@tb/event-store';
import { type BlobStore, blobStorePlugin, eventStorePlugin } from '@tb/platform';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { blobOwnersPlugin, clockPlugin, routesPlugin } from './plugins.ts';

const eventStore = { headPosition: async () => null } as unknown as EventStore;

/** A blob store that records what the plugin asks of it at start. */
function blobs() {
  const calls: string[] = [];
  const store = {
    adoptExisting: async (from: EventStore) =>
      void calls.push(from === eventStore ? 'adopt from the event store' : 'adopt'),
    sweepLapsedHolds: async () => void calls.push('sweep'),
  } as unknown as BlobStore;
  return { store, calls };
}

describe('command API plugins', () => {
  it('adopts the event store’s file owners and sweeps lapsed holds when the blob store starts', async () => {
    const { store, calls } = blobs();
    const app = Fastify();
    await app.register(eventStorePlugin, { value: eventStore });
    await app.register(blobStorePlugin, { value: store });
    await app.register(blobOwnersPlugin);
    await app.ready();
    expect(app.blobStore).toBe(store);
    expect(calls).toEqual(['adopt from the event store', 'sweep']);
    await app.close();
  });

  it('refuses to keep the blob store before the event store', async () => {
    const app = Fastify();
    await app.register(blobStorePlugin, { value: blobs().store });
    app.register(blobOwnersPlugin);
    await expect(app.ready()).rejects.toThrow(/tb-event-store/);
    await app.close();
  });

  it('gives a route plugin the pieces it names, and refuses one whose piece is missing', async () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    const timeRoutes = routesPlugin('time-routes', ['tb-clock'], async (app) => {
      app.get('/now', async () => ({ now: app.clock().toISOString() }));
    });
    const app = Fastify();
    await app.register(clockPlugin, { value: () => at });
    await app.register(timeRoutes);
    expect((await app.inject({ method: 'GET', url: '/now' })).json()).toEqual({ now: at.toISOString() });
    await app.close();

    const without = Fastify();
    without.register(timeRoutes);
    await expect(without.ready()).rejects.toThrow(/tb-clock/);
    await without.close();
  });
});
