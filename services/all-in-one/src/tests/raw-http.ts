import { request } from 'node:http';
import { ensureAdmin } from '@tb/command-api';
import type { TestApp } from '../testing.ts';

/**
 * A request sent byte for byte as given: unlike fetch, no path normalisation (`../` stays), any body bytes
 * (invalid UTF-8, truncated multipart) and any content type. For hostile-input tests.
 */
export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** The client's own address (another loopback address such as 127.0.0.2 is another visitor). */
  localAddress?: string;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  ms: number;
}

export function rawRequest(baseUrl: string, req: RawRequest): Promise<RawResponse> {
  const url = new URL(baseUrl);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const body = req.body === undefined ? undefined : Buffer.from(req.body);
    const headers: Record<string, string> = { ...req.headers };
    if (body) headers['content-length'] = String(body.length);
    const call = request(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.path,
        headers,
        agent: false,
        ...(req.localAddress ? { localAddress: req.localAddress } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

/** All events in the store: a refused request must leave it unchanged. */
export async function eventCount(app: TestApp): Promise<number> {
  const { rows } = await app.runtime.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM event_store.events',
  );
  return rows[0]?.n ?? 0;
}

/** Forgets every rate-limit counter, so a test's own volume of requests is not what gets refused. */
export async function resetRateLimits(app: TestApp): Promise<void> {
  await app.runtime.database.pool.query('DELETE FROM platform.rate_limits');
  await app.runtime.database.pool.query('DELETE FROM platform.sign_in_failures');
}

/** A session cookie of a fresh admin account. */
export async function adminCookie(app: TestApp, email: string, password = 'secret12'): Promise<string> {
  await ensureAdmin(app.runtime.store, { email, password });
  const response = await rawRequest(app.url, {
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.200.0.1' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`admin sign-in failed: ${response.status} ${response.text}`);
  const setCookie = [response.headers['set-cookie']].flat()[0] ?? '';
  return setCookie.split(';')[0] ?? '';
}

/** The answer is JSON `{ message: string }` and shows nothing of the server's insides. */
export function problemsWithAnswer(response: RawResponse): string[] {
  const problems: string[] = [];
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) problems.push(`content-type ${type}`);
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    problems.push('body is not JSON');
  }
  if (typeof (body as { message?: unknown } | undefined)?.message !== 'string') problems.push('no string message');
  if (/\bat \S+ \(|node_modules|\/src\/|\/work\/|\.[cm]?[jt]s:\d+|"stack"/.test(response.text)) {
    problems.push('internals shown');
  }
  return problems;
}
