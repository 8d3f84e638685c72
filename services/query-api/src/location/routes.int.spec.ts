import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QueryTestApp, startQueryTestApp } from '../testing/query-test-app.ts';
import { countryDetector } from './routes.ts';

let api: QueryTestApp;

beforeAll(async () => {
  // As behind a proxy that names the visitor's country (Cloudflare's header); no MaxMind database.
  api = await startQueryTestApp({ detectCountry: await countryDetector({ countryHeader: 'CF-IPCountry' }) });
});
afterAll(() => api?.close());

const detect = (headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url: '/api/detect-location', headers });

describe('GET /api/detect-location', () => {
  it('answers a visitor the country the proxy names, in capitals, never cached', async () => {
    const answer = await detect({ 'cf-ipcountry': ' cn ' });
    expect([answer.statusCode, answer.json()]).toEqual([200, { country: 'CN' }]);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers no country when the proxy says unknown (XX), sends something else, or nothing', async () => {
    const asked: Record<string, string>[] = [
      { 'cf-ipcountry': 'XX' },
      { 'cf-ipcountry': 'Z1' },
      { 'cf-ipcountry': 'CHN' },
      {},
    ];
    for (const headers of asked) {
      expect((await detect(headers)).json()).toEqual({ country: '' });
    }
  });

  it('reads no other header', async () => {
    expect((await detect({ 'x-country': 'US' })).json()).toEqual({ country: '' });
  });
});
