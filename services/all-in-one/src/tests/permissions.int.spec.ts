import { randomUUID } from 'node:crypto';
import { ensureAdmin } from '@tb/command-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';

/**
 * The exact answer each caller gets from each route the app really serves: a visitor, a signed-in user acting on
 * their own things, another signed-in user acting on the first user's things (their resume, portfolio and
 * applications), and an admin. Requests carry valid bodies, so a 400 cannot stand in for a refusal; ids of
 * records that do not exist give 404 to whoever is let in. A new route without an entry fails the test until
 * someone decides who may call it.
 */
type Caller = 'visitor' | 'user' | 'other' | 'admin';
type Expected = Record<Caller, number>;
interface Entry {
  expect: Expected;
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
const all = (status: number): Expected => ({ visitor: status, user: status, other: status, admin: status });
const signedIn = (status: number): Expected => ({ visitor: 401, user: status, other: status, admin: status });
const adminOnly = (status: number): Expected => ({ visitor: 401, user: 403, other: 403, admin: status });
const PROJECT = {
  titleEn: 'ML Engineer', titleZh: '机器学习工程师', descriptionEn: '<p>Build</p>', descriptionZh: '<p>构建</p>',
  locationEn: 'Remote', locationZh: '远程', typeEn: 'Full-time', typeZh: '全职',
}; // biome-ignore format: a record

const MATRIX: Record<string, Entry> = {
  'GET /api/detect-location': { expect: all(200) },
  'GET /api/web-config': { expect: all(200) },
  'GET /api/docs': { expect: all(200) },
  'GET /api/docs/json': { expect: all(200) },
  'GET /api/projects': { expect: all(200) },
  'GET /api/projects/:id': { expect: all(404) },
  'POST /api/auth/check-email': { expect: all(200), body: () => ({ email: 'someone@example.com' }) },
  'POST /api/auth/send-registration-verification': {
    expect: all(200),
    body: () => ({ email: `new-${randomUUID()}@example.com` }),
  },
  'POST /api/auth/register': {
    // A valid form whose code was never sent: refused for the code, whoever asks.
    expect: all(400),
    body: () => ({
      email: `new-${randomUUID()}@example.com`,
      username: 'newbie',
      password: 'secret1!',
      code: '123456',
    }),
  },
  'POST /api/auth/login': { expect: all(401), body: () => ({ email: 'nobody@example.com', password: 'secret1!' }) },
  'POST /api/auth/logout': { expect: all(200), body: () => ({}) },
  'POST /api/auth/forgot-password': { expect: all(200), body: () => ({ email: 'nobody@example.com' }) },
  'POST /api/auth/reset-password': {
    expect: all(400),
    body: () => ({ email: 'nobody@example.com', token: '123456', password: 'secret1!' }),
  },
  'POST /api/contact': {
    expect: all(200),
    body: form({ name: 'Ada', email: 'ada@example.com', message: 'Hello' }),
  },
  'GET /api/user/profile': { expect: signedIn(200) },
  'PUT /api/user/profile': { expect: signedIn(200), body: () => ({ firstName: 'Ada', lastName: 'Lovelace' }) },
  'GET /api/user/projects': { expect: signedIn(200) },
  // Naming a user (?userId=) is the admin view, even when users name themselves.
  'GET /api/user/projects?userId={user}': { expect: { visitor: 401, user: 403, other: 403, admin: 200 } },
  'POST /api/user/change-password': {
    expect: signedIn(200),
    body: () => ({ currentPassword: 'secret1!', newPassword: 'secret1!' }),
  },
  'POST /api/application': { expect: signedIn(404), body: form({ projectId: randomUUID() }) },
  'POST /api/user/resume': { expect: signedIn(200), body: form({}, 'resume') },
  'POST /api/user/portfolio': { expect: signedIn(200), body: form({}, 'portfolio') },
  'POST /api/user/skills': { expect: signedIn(200), body: () => ({ tagsEnglish: 'Python', tagsChinese: '' }) },
  'GET /api/user/sessions': { expect: signedIn(200) },
  // Another session's id (or none of the user's) ends nothing.
  'DELETE /api/user/sessions/:id': { expect: signedIn(404) },
  'GET /api/user/two-factor': { expect: signedIn(200) },
  'POST /api/user/two-factor/setup': { expect: adminOnly(200) },
  // The pending secret's code is unknown here: a wrong code, refused for it.
  'POST /api/user/two-factor/confirm': { expect: adminOnly(400), body: () => ({ code: '000000' }) },
  'POST /api/user/two-factor/disable': { expect: signedIn(400), body: () => ({ code: '000000' }) },
  'GET /api/user/resume/:userId': { expect: { visitor: 401, user: 200, other: 403, admin: 200 } },
  'GET /api/user/portfolio/:userId': { expect: { visitor: 401, user: 200, other: 403, admin: 200 } },
  'GET /api/admin/users': { expect: adminOnly(200) },
  'PATCH /api/admin/users/:id/admin': { expect: adminOnly(404), body: () => ({ isAdmin: false }) },
  'GET /api/admin/candidates': { expect: adminOnly(200) },
  'GET /api/admin/candidates/filters': { expect: adminOnly(200) },
  'GET /api/admin/candidates/duplicates': { expect: adminOnly(200) },
  'GET /api/admin/candidates/:id': { expect: adminOnly(404) },
  'GET /api/admin/candidates/:id/history': { expect: adminOnly(404) },
  'PUT /api/admin/candidates/:id': { expect: adminOnly(404), body: () => ({ name: 'Ada' }) },
  'DELETE /api/admin/candidates/:id': { expect: adminOnly(404) },
  'POST /api/admin/candidates/:id/resume': { expect: adminOnly(404), body: form({}, 'resume') },
  'POST /api/admin/save-candidate': { expect: adminOnly(201), body: () => ({ name: 'Ada Matrix' }) },
  'POST /api/admin/upload-candidate': { expect: adminOnly(200), body: form({}, 'resume') },
  'POST /api/admin/upload-candidate-portfolio': {
    expect: adminOnly(200),
    body: form({ candidateName: 'Ada', review: '1' }, 'portfolio'),
  },
  'GET /api/candidates/resume/:id': { expect: adminOnly(404) },
  'GET /api/candidates/portfolio/:id': { expect: adminOnly(404) },
  'POST /api/projects': { expect: adminOnly(201), body: () => PROJECT },
  'PUT /api/projects/:id': { expect: adminOnly(404), body: () => PROJECT },
  'DELETE /api/projects/:id': { expect: adminOnly(404) },
  'POST /api/projects/extract': { expect: adminOnly(400), body: form({}, 'file') },
  'GET /api/admin/applications': { expect: adminOnly(200) },
  'PATCH /api/admin/applications/:id': {
    expect: adminOnly(404),
    body: () => ({ applicationStatus: 'reviewing', notes: '' }),
  },
  'GET /api/admin/dashboard': { expect: adminOnly(200) },
  'GET /api/admin/parked-events': { expect: adminOnly(200) },
  'POST /api/admin/load-emails': { expect: adminOnly(200), body: () => ({}) },
  'POST /api/admin/process-email': { expect: adminOnly(404), body: () => ({ emailId: 'nope', action: 'skip' }) },
  'GET /api/admin/email-attachment/:emailId/:index/:filename': { expect: adminOnly(404) },
};

let app: TestApp;
const clients = {} as Record<Caller, TestClient>;
let userId = '';

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
    (await clients.user.post('/api/user/resume', (MATRIX['POST /api/user/resume']?.body ?? form({}))())).status,
  ).toBe(200);
  expect(
    (await clients.user.post('/api/user/portfolio', (MATRIX['POST /api/user/portfolio']?.body ?? form({}))())).status,
  ).toBe(200);
});
afterAll(() => app?.stop());

const apiRoutes = () => app.runtime.routes.filter((r) => r.url.startsWith('/api/')).map((r) => `${r.method} ${r.url}`);

async function call(caller: Caller, route: string): Promise<number> {
  const [method = 'GET', pattern = ''] = route.split(' ');
  // Every caller acts on the first user's things; other ids are of records that do not exist.
  const url = pattern
    .replace(':userId', userId)
    .replace('{user}', userId)
    .replace(':emailId', randomUUID().replaceAll('-', ''))
    .replace(':index', '0')
    .replace(/:[a-zA-Z]+/g, () => randomUUID());
  // Signing out would end the session the rest of the matrix needs: sign out a look-alike instead.
  const client =
    route === 'POST /api/auth/logout' && caller !== 'visitor'
      ? await signedInClient(`matrix-${randomUUID()}@example.com`, caller === 'admin')
      : clients[caller];
  const body = MATRIX[route]?.body?.();
  const answer = await client.request(method, url, body);
  return answer.status;
}

describe('permissions matrix', () => {
  it('has an entry for every route the app serves', () => {
    expect(apiRoutes().filter((route) => !(route in MATRIX))).toEqual([]);
  });

  // Several hundred requests one after another, some of them uploads: minutes on a loaded machine.
  it('answers each caller exactly as the matrix says', { timeout: 300_000 }, async () => {
    const callers: Caller[] = ['visitor', 'user', 'other', 'admin'];
    const wrong: string[] = [];
    const served = new Set(apiRoutes());
    for (const [route, entry] of Object.entries(MATRIX)) {
      // An entry may come before its route is served (a route in the making elsewhere).
      if (!served.has(route.split('?')[0] ?? '')) continue;
      const got = {} as Expected;
      for (const caller of callers) got[caller] = await call(caller, route);
      if (callers.some((c) => got[c] !== entry.expect[c])) {
        wrong.push(`${route}: expected ${JSON.stringify(entry.expect)}, got ${JSON.stringify(got)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
