import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QueryTestApp, startQueryTestApp } from '../testing/query-test-app.ts';

let api: QueryTestApp;

beforeAll(async () => {
  api = await startQueryTestApp({ config: { ANSWER_CACHE: 'on', GA_MEASUREMENT_ID: 'G-ROUTETEST1' } });
});
afterAll(() => api?.close());

describe('GET /api/web-config', () => {
  it('answers a visitor the deployment’s analytics id, revalidated on each load', async () => {
    const answer = await api.app.inject({ method: 'GET', url: '/api/web-config' });
    expect([answer.statusCode, answer.json()]).toEqual([200, { gaMeasurementId: 'G-ROUTETEST1' }]);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('answers the same to a signed-in admin: nothing in it depends on who asks', async () => {
    const answer = await api.app.inject({
      method: 'GET',
      url: '/api/web-config',
      headers: { cookie: await api.adminCookie() },
    });
    expect(answer.json()).toEqual({ gaMeasurementId: 'G-ROUTETEST1' });
  });
});
