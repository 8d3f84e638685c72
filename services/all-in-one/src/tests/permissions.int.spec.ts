import { randomUUID } from 'node:crypto';
import { ensureAdmin } from '@tb/command-api';
import type { Access } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';
import { rawRequest } from './raw-http.ts';

/**
 * The exact answer each caller gets from each route the app really serves: a visitor, a signed-in user acting on
 * their own things, another signed-in user acting on the first user's things (their resume, portfolio and
 * applications), and an admin. Who is refused follows from the access each route declares (`config.access`, read
 * from the app's route table): a visitor gets 401 on every route that is not open to visitors, a user 403 on every
 * admin route. What follows is only what the table cannot say: the status a caller who is let in gets with a valid
 * body (so a 400 cannot stand in for a refusal; ids of records that do not exist give 404), and the owner routes'
 * answers to the other user. A new route without a case fails the test until someone says what it answers.
 */
type Caller = 'visitor' | 'user' | 'other' | 'admin';
type Expected = Record<Caller, number>;
interface Case {
  /** What every caller the declared access lets in gets. */
  ok: number;
  /** Answers that depend on more than the declared access (owner routes: the other user; a route's own rules). */
  callers?: Partial<Expected>;
  /** The request body (JSON, or a multipart form); none for GET and DELETE. */
  body?: () => unknown;
}

const PDF = () => new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'))]);
const form = (fields: Record<string, string>, file?: string) => () => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (file) body.append(file, PDF(), 'cv.pdf');
  return body;
};
const PROJECT = {
  titleEn: 'ML Engineer', titleZh: '机器学习工程师', descriptionEn: '<p>Build</p>', descriptionZh: '<p>构建</p>',
  locationEn: 'Remote', locationZh: '远程', typeEn: 'Full-time', typeZh: '全职',
}; // biome-ignore format: a record

const CASES: Record<string, Case> = {
  'GET /api/detect-location': { ok: 200 },
  'GET /api/web-config': { ok: 200 },
  'GET /api/docs': { ok: 200 },
  'GET /api/docs/json': { ok: 200 },
  'GET /api/projects': { ok: 200 },
  'GET /api/projects/:id': { ok: 404 },
  'POST /api/auth/check-email': { ok: 200, body: () => ({ email: 'someone@example.com' }) },
  'POST /api/auth/send-registration-verification': {
    ok: 200,
    body: () => ({ email: `new-${randomUUID()}@example.com` }),
  },
  'POST /api/auth/register': {
    // A valid form whose code was never sent: refused for the code, whoever asks.
    ok: 400,
    body: () => ({
      email: `new-${randomUUID()}@example.com`,
      username: 'newbie',
      password: 'secret1!',
      code: '123456',
    }),
  },
  'POST /api/auth/login': { ok: 401, body: () => ({ email: 'nobody@example.com', password: 'secret1!' }) },
  'POST /api/auth/logout': { ok: 200, body: () => ({}) },
  'POST /api/auth/forgot-password': { ok: 200, body: () => ({ email: 'nobody@example.com' }) },
  'POST /api/auth/reset-password': {
    ok: 400,
    body: () => ({ email: 'nobody@example.com', token: '123456', password: 'secret1!' }),
  },
  'POST /api/contact': {
    ok: 200,
    body: form({ name: 'Ada', email: 'ada@example.com', message: 'Hello' }),
  },
  // Open, for the web app's session check (204 when signed out); asked plainly, a visitor is told to sign in.
  'GET /api/user/profile': { ok: 200, callers: { visitor: 401 } },
  'PUT /api/user/profile': { ok: 200, body: () => ({ firstName: 'Ada', lastName: 'Lovelace' }) },
  'GET /api/user/projects': { ok: 200 },
  // Naming a user (?userId=) is the admin view, even when users name themselves.
  'GET /api/user/projects?userId={user}': { ok: 200, callers: { user: 403, other: 403 } },
  'POST /api/user/change-password': {
    ok: 200,
    body: () => ({ currentPassword: 'secret1!', newPassword: 'secret1!' }),
  },
  'POST /api/application': { ok: 404, body: form({ projectId: randomUUID() }) },
  'POST /api/user/resume': { ok: 200, body: form({}, 'resume') },
  'POST /api/user/portfolio': { ok: 200, body: form({}, 'portfolio') },
  'POST /api/user/skills': { ok: 200, body: () => ({ tagsEnglish: 'Python', tagsChinese: '' }) },
  'GET /api/user/sessions': { ok: 200 },
  // Another session's id (or none of the user's) ends nothing.
  'DELETE /api/user/sessions/:id': { ok: 404 },
  'GET /api/user/two-factor': { ok: 200 },
  'POST /api/user/two-factor/setup': { ok: 200 },
  // The pending secret's code is unknown here: a wrong code, refused for it.
  'POST /api/user/two-factor/confirm': { ok: 400, body: () => ({ code: '000000' }) },
  'POST /api/user/two-factor/disable': { ok: 400, body: () => ({ code: '000000' }) },
  'GET /api/user/resume/:userId': { ok: 200, callers: { other: 403 } },
  'GET /api/user/portfolio/:userId': { ok: 200, callers: { other: 403 } },
  'GET /api/admin/users': { ok: 200 },
  'PATCH /api/admin/users/:id/admin': { ok: 404, body: () => ({ isAdmin: false }) },
  'GET /api/admin/candidates': { ok: 200 },
  'GET /api/admin/candidates/filters': { ok: 200 },
  'GET /api/admin/candidates/duplicates': { ok: 200 },
  'GET /api/admin/candidates/:id': { ok: 404 },
  'GET /api/admin/candidates/:id/history': { ok: 404 },
  'PUT /api/admin/candidates/:id': { ok: 404, body: () => ({ name: 'Ada' }) },
  'DELETE /api/admin/candidates/:id': { ok: 404 },
  'POST /api/admin/candidates/:id/resume': { ok: 404, body: form({}, 'resume') },
  'POST /api/admin/save-candidate': { ok: 201, body: () => ({ name: 'Ada Matrix' }) },
  'POST /api/admin/upload-candidate': { ok: 200, body: form({}, 'resume') },
  'POST /api/admin/upload-candidate-portfolio': {
    ok: 200,
    body: form({ candidateName: 'Ada', review: '1' }, 'portfolio'),
  },
  'GET /api/candidates/resume/:id': { ok: 404 },
  'GET /api/candidates/portfolio/:id': { ok: 404 },
  'POST /api/projects': { ok: 201, body: () => PROJECT },
  'PUT /api/projects/:id': { ok: 404, body: () => PROJECT },
  'DELETE /api/projects/:id': { ok: 404 },
  'POST /api/projects/extract': { ok: 400, body: form({}, 'file') },
  'GET /api/admin/applications': { ok: 200 },
  'PATCH /api/admin/applications/:id': {
    ok: 404,
    body: () => ({ applicationStatus: 'reviewing', notes: '' }),
  },
  'GET /api/admin/dashboard': { ok: 200 },
  'GET /api/admin/parked-events': { ok: 200 },
  'POST /api/admin/load-emails': { ok: 200, body: () => ({}) },
  'POST /api/admin/process-email': { ok: 404, body: () => ({ emailId: 'nope', action: 'skip' }) },
  'GET /api/admin/email-attachment/:emailId/:index/:filename': { ok: 404 },
};

let app: TestApp;
const clients = {} as Record<Caller, TestClient>;
let userId = '';

/** The routes the app serves under /api/, each with the access it declares. */
const apiRoutes = () => app.runtime.routes.filter((r) => r.url.startsWith('/api/'));
const accessOf = (route: string) => apiRoutes().find((r) => `${r.method} ${r.url}` === route.split('?')[0])?.access;

/** The declared access says who is refused; the case says what those let in get. */
function expectedFor(access: Access, entry: Case): Expected {
  const refused: Partial<Expected> =
    access === 'visitor' ? {} : access === 'admin' ? { visitor: 401, user: 403, other: 403 } : { visitor: 401 };
  return { visitor: entry.ok, user: entry.ok, other: entry.ok, admin: entry.ok, ...refused, ...entry.callers };
}

async function signedInClient(email: string, admin: boolean) {
  const client = new TestClient(app.url);
  if (admin) await ensureAdmin(app.runtime.store, { email, password: 'secret1!' });
  else {
    const sent = await client.post('/api/auth/send-registration-verification', { email });
    await client.post('/api/auth/register', {
      email,
      username: email.split('@')[0],
      password: 'secret1!',
      code: sent.body.code,
    });
  }
  expect((await client.post('/api/auth/login', { email, password: 'secret1!' })).status).toBe(200);
  return client;
}

beforeAll(async () => {
  app = await startTestApp();
  clients.visitor = new TestClient(app.url);
  clients.user = await signedInClient('matrix-user@example.com', false);
  clients.other = await signedInClient('matrix-other@example.com', false);
  clients.admin = await signedInClient('matrix-admin@example.com', true);
  userId = (await clients.user.get('/api/user/profile')).body.id;
  // The user's own resume and portfolio exist, so their owner routes answer 200 to whoever is let in.
  expect(
    (await clients.user.post('/api/user/resume', (CASES['POST /api/user/resume']?.body ?? form({}))())).status,
  ).toBe(200);
  expect(
    (await clients.user.post('/api/user/portfolio', (CASES['POST /api/user/portfolio']?.body ?? form({}))())).status,
  ).toBe(200);
});
afterAll(() => app?.stop());

/** The route's address with its parameters filled: the first user's id, and ids of records that do not exist. */
const addressOf = (pattern: string) =>
  pattern
    .replace(':userId', userId)
    .replace('{user}', userId)
    .replace(':emailId', randomUUID().replaceAll('-', ''))
    .replace(':index', '0')
    .replace(/:[a-zA-Z]+/g, () => randomUUID());

async function call(caller: Caller, route: string): Promise<number> {
  const [method = 'GET', pattern = ''] = route.split(' ');
  // Signing out would end the session the rest of the matrix needs: sign out a look-alike instead.
  const client =
    route === 'POST /api/auth/logout' && caller !== 'visitor'
      ? await signedInClient(`matrix-${randomUUID()}@example.com`, caller === 'admin')
      : clients[caller];
  const body = CASES[route]?.body?.();
  const answer = await client.request(method, addressOf(pattern), body);
  return answer.status;
}

const MB = 1024 * 1024;
/** Bodies no handler could read: access must be decided before any of them is looked at. */
const UNREADABLE_BODIES: Record<string, () => Promise<{ type: string; bytes: Buffer }>> = {
  empty: async () => ({ type: 'application/json', bytes: Buffer.alloc(0) }),
  malformed: async () => ({ type: 'application/json', bytes: Buffer.from('{"name": ') }),
  // Over the 1 MB JSON limit: read first, this was a 413 for anyone.
  huge: async () => ({ type: 'application/json', bytes: Buffer.from(`{"name":"${'a'.repeat(2 * MB)}"}`) }),
  multipart: async () => {
    const encoded = new Response(form({ name: 'x' }, 'resume')());
    return { type: encoded.headers.get('content-type') ?? '', bytes: Buffer.from(await encoded.arrayBuffer()) };
  },
};

/** A fresh session cookie of the first user, for requests sent byte for byte. */
async function userCookie(): Promise<string> {
  const login = await rawRequest(app.url, {
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.66.0.9' },
    body: JSON.stringify({ email: 'matrix-user@example.com', password: 'secret1!' }),
  });
  return String([login.headers['set-cookie']].flat()[0] ?? '').split(';')[0] ?? '';
}

describe('permissions matrix', () => {
  it('every route declares who may call it, and says what those let in get', () => {
    expect(
      apiRoutes()
        .filter((r) => r.access === undefined)
        .map((r) => `${r.method} ${r.url}`),
    ).toEqual([]);
    expect(
      apiRoutes()
        .map((r) => `${r.method} ${r.url}`)
        .filter((route) => !(route in CASES)),
    ).toEqual([]);
  });

  // Several hundred requests one after another, some of them uploads: minutes on a loaded machine.
  it('answers each caller as the declared access and the cases say', { timeout: 300_000 }, async () => {
    const callers: Caller[] = ['visitor', 'user', 'other', 'admin'];
    const wrong: string[] = [];
    for (const [route, entry] of Object.entries(CASES)) {
      const access = accessOf(route);
      // A case for a route the app does not serve (renamed, removed, or a typo) tests nothing: it fails.
      if (!access) {
        wrong.push(`${route}: no such route is served`);
        continue;
      }
      const expected = expectedFor(access, entry);
      const got = {} as Expected;
      for (const caller of callers) got[caller] = await call(caller, route);
      if (callers.some((c) => got[c] !== expected[c])) {
        wrong.push(`${route} (${access}): expected ${JSON.stringify(expected)}, got ${JSON.stringify(got)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses visitors (401) and users (403) on every admin route before reading the body', {
    timeout: 300_000,
  }, async () => {
    const cookies = { visitor: '', user: await userCookie() };
    const wrong: string[] = [];
    const guarded = apiRoutes().filter((r) => r.access !== 'visitor');
    expect(guarded.filter((r) => r.access === 'admin').length).toBeGreaterThan(25);
    for (const route of guarded) {
      const path = addressOf(route.url);
      const kinds = route.method === 'GET' || route.method === 'DELETE' ? ['none'] : Object.keys(UNREADABLE_BODIES);
      for (const caller of route.access === 'admin' ? (['visitor', 'user'] as const) : (['visitor'] as const)) {
        for (const kind of kinds) {
          const sent = await UNREADABLE_BODIES[kind]?.();
          const answer = await rawRequest(app.url, {
            method: route.method,
            // A query that would not pass its schema either.
            path: route.method === 'GET' ? `${path}?page=x&pageSize=-1&days=2&lang=xx&asOf=never` : path,
            headers: {
              'x-forwarded-for': `10.66.${Math.floor(Math.random() * 250)}.1`,
              ...(sent ? { 'content-type': sent.type } : {}),
              ...(cookies[caller] ? { cookie: cookies[caller] } : {}),
            },
            ...(sent ? { body: sent.bytes } : {}),
          });
          const status = caller === 'visitor' ? 401 : 403;
          if (answer.status !== status || !JSON.parse(answer.text).message) {
            wrong.push(
              `${caller} ${route.method} ${route.url} (${kind}): ${answer.status} ${answer.text.slice(0, 80)}`,
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
