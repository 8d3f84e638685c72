import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ReadModelAccess } from './context.ts';
import { databasePlugin, readModelsPlugin, routesPlugin } from './plugins.ts';

const readModels: ReadModelAccess = {
  schemaOf: async (name) => `rm_${name}_v1`,
  dataVersionOf: async (name) => ({ schema: `rm_${name}_v1`, version: '7' }),
  waitForPosition: async () => ({ fresh: true }),
};

const schemaRoutes = routesPlugin('schema-routes', ['tb-read-models'], async (app) => {
  app.get('/schema', async () => ({ schema: await app.readModels.schemaOf('users') }));
});

describe('query API plugins', () => {
  it('serves a route plugin the piece it depends on', async () => {
    const app = Fastify();
    await app.register(databasePlugin, { value: {} as never });
    await app.register(readModelsPlugin, { value: readModels });
    await app.register(schemaRoutes);
    const answer = await app.inject({ method: 'GET', url: '/schema' });
    expect(answer.json()).toEqual({ schema: 'rm_users_v1' });
    await app.close();
  });

  it('refuses to start a route plugin whose piece was not registered before it', async () => {
    const app = Fastify();
    app.register(schemaRoutes);
    await expect(app.ready()).rejects.toThrow(/tb-read-models/);
    await app.close();
  });

  it('refuses the read models before the database they live in', async () => {
    const app = Fastify();
    app.register(readModelsPlugin, { value: readModels });
    await expect(app.ready()).rejects.toThrow(/tb-database/);
    await app.close();
  });
});
