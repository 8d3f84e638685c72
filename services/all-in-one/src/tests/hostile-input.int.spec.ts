import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing.ts';
import { invariantProblems, witnessCookie } from './hostile-invariant.ts';
import { adminCookie, eventCount, problemsWithAnswer, rawRequest, resetRateLimits } from './raw-http.ts';

/**
 * Property-based hostile input over every command route the app serves (taken from its route table, so a new
 * route is covered without editing this file). For a signed-in admin and for a visitor, random and malformed
 * bodies (wrong types, huge strings, deep nesting, prototype-pollution keys, invalid UTF-8 and escapes,
 * non-JSON as JSON, random and broken multipart), query strings and path parameters (unicode, `../`, NUL,
 * very long) must each be answered 4xx with JSON `{ message }` showing no internals, and append no event.
 *
 * `HOSTILE_SEED` replays a run; `HOSTILE_RUNS` sets the runs per route (default 40).
 */
const SEED = Number(process.env.HOSTILE_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.HOSTILE_RUNS ?? 40);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * These answer any body with success and change nothing (Load Emails with no new mail; signing out nobody;
 * starting a two-factor setup, which takes no input and offers a new secret without storing anything).
 */
const ANSWERS_ANYTHING = new Set([
  'POST /api/admin/load-emails',
  'POST /api/auth/logout',
  'POST /api/user/two-factor/setup',
]);

let app: TestApp;
let cookie = '';
let witness = '';

beforeAll(async () => {
  app = await startTestApp();
  cookie = await adminCookie(app, 'hostile-admin@example.com');
  witness = await witnessCookie(app, 'hostile-witness@example.com');
  console.info(`hostile input: seed ${SEED} (HOSTILE_SEED=${SEED} replays it), ${RUNS} runs per route`);
});
afterAll(() => app?.stop());

const FIELDS = [
  'email',
  'password',
  'username',
  'code',
  'token',
  'firstName',
  'lastName',
  'currentPassword',
  'newPassword',
  'isAdmin',
  'sinceDate',
  'emailId',
  'action',
  'candidateData',
  'name',
  'titleEn',
  'titleZh',
  'descriptionEn',
  'descriptionZh',
  'locationEn',
  'locationZh',
  'typeEn',
  'typeZh',
  'isActive',
  'status',
  'notes',
  'projectId',
  'tagsEnglish',
  'tagsChinese',
  'github',
  'portfolio',
  'position',
  'bio',
  'resumeFileName',
  'scores',
  'file',
  'resume',
  'candidateName',
  'message',
  'company',
  'uploadToken',
  '__proto__',
  'constructor',
  'prototype',
];

const nasty = fc.constantFrom(
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '\u0000',
  'a\u0000b.pdf',
  '\r\nSet-Cookie: x=1',
  '\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '$' + '{7*7}',
  '{{constructor.constructor("x")()}}',
  '%00',
  '%',
  '\u202e',
  '𝕏'.repeat(2000),
  'NaN',
  '1e309',
  '-0',
  '2000-13-45',
  'null',
  '[object Object]',
);
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  nasty,
  fc.integer({ min: 10_000, max: 900_000 }).map((n) => 'x'.repeat(n)),
);
const key = fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 }));
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 5 }),
  ),
}));

interface Body {
  contentType?: string;
  bytes?: Buffer;
}
const json = (text: string | Buffer, contentType = 'application/json'): Body => ({
  contentType,
  bytes: Buffer.from(text),
});

async function multipartOf(entries: [string, string | Buffer, string?][]): Promise<Body> {
  const form = new FormData();
  for (const [name, content, fileName] of entries) {
    if (fileName === undefined && typeof content === 'string') form.append(name, content);
    else form.append(name, new Blob([new Uint8Array(Buffer.from(content))]), fileName ?? 'file');
  }
  const response = new Response(form);
  return {
    contentType: response.headers.get('content-type') ?? '',
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const multipartEntries = fc.array(
  fc.tuple(
    key,
    fc.oneof(
      hostileString,
      fc.uint8Array({ maxLength: 2000 }).map((a) => Buffer.from(a)),
    ),
    fc.option(fc.oneof(fc.string({ maxLength: 30 }), nasty), { nil: undefined }),
  ),
  { maxLength: 5 },
);

/** Each variant yields a promise, resolved just before sending. */
const body: fc.Arbitrary<() => Promise<Body>> = fc.oneof(
  value.map((v) => async () => json(JSON.stringify(v) ?? 'undefined')),
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }).map((v) => async () => json(JSON.stringify(v))),
  fc
    .constantFrom(
      '{"__proto__":{"isAdmin":true},"email":"a@b.co"}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      '{"a":{"__proto__":{"polluted":1}},"candidateData":{"__proto__":{"x":1}}}',
      '{"email":"\\u00zz"}',
      '{"email":"\\ud800\\udc00\\udfff"}',
      '{"email":',
      '{"a":1,"a":2,"a":[}',
      '\u0000',
      'null',
      '"just a string"',
      '12345678901234567890123456789',
      '[]',
      'true',
      '',
    )
    .map((text) => async () => json(text)),
  fc.tuple(fc.integer({ min: 100, max: 200_000 }), fc.boolean()).map(
    ([depth, arrays]) =>
      async () =>
        json(arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  ),
  fc
    .uint8Array({ minLength: 1, maxLength: 200 })
    .map(
      (a) => async () =>
        json(Buffer.concat([Buffer.from('{"email":"'), Buffer.from(a), Buffer.from('\xff\xfe"}', 'latin1')])),
    ),
  fc.string({ maxLength: 200 }).map((text) => async () => json(text)),
  fc.constant(async () => json(`{"bio":"${'y'.repeat(1024 * 1024 + 10)}"}`)),
  fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'image/png',
        'x/y; charset=utf-32',
      ),
      hostileString,
    )
    .map(
      ([type, text]) =>
        async () =>
          json(text, type),
    ),
  fc.constant(async (): Promise<Body> => ({})),
  multipartEntries.map((entries) => () => multipartOf(entries)),
  fc.string({ maxLength: 300 }).map((text) => async () => json(text, 'multipart/form-data')),
  fc.tuple(multipartEntries, fc.double({ min: 0, max: 1, noNaN: true })).map(([entries, cut]) => async () => {
    const whole = await multipartOf(entries.length > 0 ? entries : [['resume', Buffer.from('%PDF-1.4'), 'a.pdf']]);
    const bytes = whole.bytes ?? Buffer.alloc(0);
    // Cut before the closing delimiter's "--": a form that lacks only the CRLF after it is whole (RFC 2046), and
    // its file rightly uploads (seed 193530640 cut 1 byte of 191 and got 200).
    return { ...whole, bytes: bytes.subarray(0, Math.floor(Math.max(0, bytes.length - 4) * cut)) };
  }),
  fc
    .constantFrom(
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary="unterminated',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
      'multipart/form-data; boundary=x; boundary=y',
    )
    .map(
      (type) => async () =>
        json('--x\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\n\r\n%PDF', type),
    ),
);

/** Percent-encodes every UTF-8 byte; never throws, even on a lone surrogate (encodeURIComponent does). */
const encode = (text: string) => [...Buffer.from(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

const segment = fc.oneof(
  fc.uuid(),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map(encode),
  fc.constantFrom(
    '..',
    '../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '..%5c..%5cwin.ini',
    '%00',
    'a%00b',
    '%ZZ',
    '%E0%A4%A',
    '%C0%AE%C0%AE',
    '%F0%9D%95%8F',
    '%',
    'x'.repeat(4000),
    '__proto__',
    'constructor',
    '-1',
    '0',
    '1e999',
  ),
);
const query = fc.oneof(
  fc.constant(''),
  fc
    .array(
      fc.tuple(
        fc.oneof(
          key,
          hostileString.map((s) => s.slice(0, 200)),
        ),
        fc.oneof(
          segment,
          hostileString.map((s) => s.slice(0, 500)),
        ),
      ),
      { maxLength: 4 },
    )
    .map((pairs) => `?${pairs.map(([k, v]) => `${encode(k)}=${/^[\x21-\x7e]*$/.test(v) ? v : encode(v)}`).join('&')}`),
  fc.constantFrom(
    '?userId=../../etc/passwd',
    '?userId=%00',
    '?__proto__[isAdmin]=true',
    '?constructor[prototype][x]=1',
    '?a=%ZZ',
    '?lang=%E0%A4%A',
    `?q=${'z'.repeat(6000)}`,
    '?&&&==&=',
    '?userId=1&userId=2',
  ),
);
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 60,
});

const commandRoutes = () =>
  app.runtime.routes
    .filter((r) => r.url.startsWith('/api/') && WRITE_METHODS.has(r.method))
    .map((r) => ({ method: r.method, url: r.url, name: `${r.method} ${r.url}` }));

describe('hostile input to every command route', () => {
  it('answers 4xx with a JSON message, shows no internals and appends nothing', { timeout: 240_000 }, async () => {
    const routes = commandRoutes();
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    let requests = 0;
    const started = performance.now();
    for (const route of routes) {
      // Signing out a signed-in caller rightly records it: only a visitor's logout is hostile-only.
      const callers = route.name === 'POST /api/auth/logout' ? (['visitor'] as const) : (['admin', 'visitor'] as const);
      const property = fc.asyncProperty(
        fc.constantFrom(...callers),
        fc.array(segment, { minLength: 4, maxLength: 4 }),
        query,
        body,
        fc.record({ lang: headerText, idempotencyKey: fc.option(headerText, { nil: undefined }) }),
        async (caller, segments, search, makeBody, extra) => {
          let n = 0;
          const path = route.url.replace(/:[A-Za-z]+/g, () => segments[n++] ?? 'x') + search;
          const { contentType, bytes } = await makeBody();
          const headers: Record<string, string> = { 'x-forwarded-for': '10.66.0.1', 'accept-language': extra.lang };
          if (caller === 'admin') headers.cookie = cookie;
          if (contentType) headers['content-type'] = contentType;
          if (extra.idempotencyKey) headers['idempotency-key'] = extra.idempotencyKey;
          await resetRateLimits(app);
          const before = await eventCount(app);
          const response = await rawRequest(app.url, { method: route.method, path, headers, body: bytes });
          requests++;
          const after = await eventCount(app);
          const success = ANSWERS_ANYTHING.has(route.name) && response.status < 300;
          const problems = success ? [] : problemsWithAnswer(response);
          const allowed = response.status >= 400 && response.status < 500;
          if (!allowed && !success) {
            problems.push(`status ${response.status}`);
          }
          if (after !== before) problems.push(`${after - before} event(s) appended`);
          // The process answers and a normal write is still visible to its next read: every 8th case (each costs
          // three requests), and after every route below.
          if (requests % 8 === 0) problems.push(...(await invariantProblems(app, witness)));
          if (problems.length > 0) {
            throw new Error(
              `${caller} ${route.method} ${path.slice(0, 200)} [${contentType} ${bytes?.length ?? 0} B: ${bytes?.subarray(0, 80).toString('latin1')}]: ${problems.join(', ')}; ${response.text.slice(0, 300)}`,
            );
          }
        },
      );
      const result = await fc.check(property, { numRuns: RUNS, seed: SEED, endOnFailure: true });
      if (result.failed) failures.push(`${route.name}: ${String(result.errorInstance ?? '').slice(0, 700)}`);
      const after = await invariantProblems(app, witness);
      if (after.length > 0) failures.push(`after ${route.name}: ${after.join(', ')}`);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`hostile input: ${routes.length} command routes, ${requests} requests in ${seconds} s, seed ${SEED}`);
    expect(failures).toEqual([]);
  });
});
