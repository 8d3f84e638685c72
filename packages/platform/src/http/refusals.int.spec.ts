import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createHttpApp } from './create-http-app.ts';

/**
 * Refusals that no route of ours words: the router's (a path parameter over 100 characters, a broken escape),
 * Node's parser's (headers over 16 KB), Fastify's body parsers' (too large, unknown type, broken JSON), and a NUL
 * in the address. Each must be JSON `{ message }` in the caller's language, without the caller's input in it.
 */
const logger = createLogger({ level: 'silent' });
const app = createHttpApp({ logger, trustProxy: false });
let port = 0;

beforeAll(async () => {
  app.get('/things/:id', async (req) => ({ id: (req.params as { id: string }).id }));
  app.get('/search', async (req) => ({ q: (req.query as { q?: string }).q ?? '' }));
  app.post('/things', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

function send(path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
    const call = request(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers, agent: false },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), text }),
        );
      },
    );
    call.on('error', reject);
    call.end(options.body);
  });
}

const MARK = 'zq9';

describe.each([
  ['en', {}, 'The address is too long.', 'Invalid request', 'The request is too large.'],
  ['zh', { 'x-lang': 'zh' }, '请求地址过长。', '请求无效', '请求内容过大。'],
] as const)('refusals in %s', (_lang, headers, tooLong, invalid, tooLarge) => {
  const expectRefusal = (answer: { status: number; type: string; text: string }, status: number, message: string) => {
    expect([answer.status, answer.type, JSON.parse(answer.text)]).toEqual([
      status,
      'application/json; charset=utf-8',
      { message },
    ]);
    expect(answer.text).not.toContain(MARK);
  };

  it('answers a path parameter over its length with 414, not the path', async () => {
    expectRefusal(await send(`/things/${MARK}${'a'.repeat(3000)}`, { headers }), 414, tooLong);
  });

  it('answers a broken escape and a NUL in the address with 400', async () => {
    expectRefusal(await send(`/things/${MARK}%E0%A4%A`, { headers }), 400, invalid);
    expectRefusal(await send(`/things/${MARK}%00`, { headers }), 400, invalid);
    expectRefusal(await send(`/search?q=${MARK}%00x`, { headers }), 400, invalid);
  });

  it("answers the body parsers' refusals with ours", async () => {
    const json = { ...headers, 'content-type': 'application/json' };
    expectRefusal(await send('/things', { method: 'POST', headers: json, body: `{"${MARK}":nope}` }), 400, invalid);
    const big = `{"a":"${MARK}${'x'.repeat(1024 * 1024)}"}`;
    expectRefusal(await send('/things', { method: 'POST', headers: json, body: big }), 413, tooLarge);
    const odd = { ...headers, 'content-type': `application/${MARK}` };
    const unsupported = await send('/things', { method: 'POST', headers: odd, body: 'x' });
    expect(unsupported.status).toBe(415);
    expect(unsupported.text).not.toContain(MARK);
  });

  it("answers headers over Node's 16 KB limit with 431 JSON", async () => {
    const answer = await send('/search', { headers: { ...headers, 'x-filler': `${MARK}${'y'.repeat(20_000)}` } });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.text).message).toBe(
      _lang === 'zh' ? '请求头过大。' : 'The request headers are too large.',
    );
  });
});
