import { randomUUID } from 'node:crypto';
import { ensureAdmin } from '@tb/command-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';

/**
 * Who may call each route. Generated from the routes the app really serves: a new route without an entry
 * here fails the test until someone decides who may call it.
 */
type Access = 'public' | 'user' | 'owner' | 'admin';
const ACCESS: Record<string, Access> = {
  'GET /api/detect-location': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/projects': 'public',
  'GET /api/projects/:id': 'public',
  'POST /api/auth/check-email': 'public',
  'POST /api/auth/send-registration-verification': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/contact': 'public',
  'GET /api/user/profile': 'user',
  'PUT /api/user/profile': 'user',
  'GET /api/user/projects': 'user',
  'POST /api/user/change-password': 'user',
  'POST /api/application': 'user',
  'POST /api/user/resume': 'user',
  'POST /api/user/portfolio': 'user',
  'POST /api/user/skills': 'user',
  'GET /api/user/resume/:userId': 'owner',
  'GET /api/user/portfolio/:userId': 'owner',
  'GET /api/admin/users': 'admin',
  'PATCH /api/admin/users/:id/admin': 'admin',
  'GET /api/admin/candidates': 'admin',
  'GET /api/admin/candidates/filters': 'admin',
  'GET /api/admin/candidates/:id': 'admin',
  'GET /api/admin/candidates/:id/history': 'admin',
  'PUT /api/admin/candidates/:id': 'admin',
  'DELETE /api/admin/candidates/:id': 'admin',
  'POST /api/admin/candidates/:id/resume': 'admin',
  'POST /api/admin/save-candidate': 'admin',
  'POST /api/admin/upload-candidate': 'admin',
  'POST /api/admin/upload-candidate-portfolio': 'admin',
  'GET /api/candidates/resume/:id': 'admin',
  'GET /api/candidates/portfolio/:id': 'admin',
  'POST /api/projects': 'admin',
  'PUT /api/projects/:id': 'admin',
  'DELETE /api/projects/:id': 'admin',
  'POST /api/projects/extract': 'admin',
  'GET /api/admin/applications': 'admin',
  'PATCH /api/admin/applications/:id': 'admin',
  'GET /api/admin/dashboard': 'admin',
  'POST /api/admin/load-emails': 'admin',
  'POST /api/admin/process-email': 'admin',
  'GET /api/admin/email-attachment/:emailId/:index/:filename': 'admin',
};

let app: TestApp;
const clients = {} as Record<'visitor' | 'user' | 'other' | 'admin', TestClient>;
let otherId = '';

async function signedIn(email: string, admin: boolean) {
  const client = new TestClient(app.url);
  if (admin) await ensureAdmin(app.runtime.store, { email, password: 'secret1' });
  else {
    const sent = await client.post('/api/auth/send-registration-verification', { email });
    await client.post('/api/auth/register', {
      email,
      username: email.split('@')[0],
      password: 'secret1',
      code: sent.body.code,
    });
  }
  expect((await client.post('/api/auth/login', { email, password: 'secret1' })).status).toBe(200);
  return client;
}

beforeAll(async () => {
  app = await startTestApp();
  clients.visitor = new TestClient(app.url);
  clients.user = await signedIn('matrix-user@example.com', false);
  clients.other = await signedIn('matrix-other@example.com', false);
  clients.admin = await signedIn('matrix-admin@example.com', true);
  otherId = (await clients.other.get('/api/user/profile')).body.id;
});
afterAll(() => app?.stop());

const apiRoutes = () => app.runtime.routes.filter((r) => r.url.startsWith('/api/')).map((r) => `${r.method} ${r.url}`);
const call = (client: TestClient, route: string) => {
  const [method = 'GET', pattern = ''] = route.split(' ');
  // Any id will do to see who is let in; an owner route is asked about somebody else's file.
  const url = pattern.replace(':userId', otherId).replace(/:[a-zA-Z]+/g, () => randomUUID());
  // Signing out would end the session the rest of the matrix needs: sign out a look-alike instead.
  const caller = route === 'POST /api/auth/logout' ? new TestClient(app.url) : client;
  return caller.request(method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
};
// Refused: 401/403; or 400 when the request is malformed before anyone is asked who they are. Never a success.
const refused = (status: number, code: number) => status === code || status === 400;

describe('permissions matrix', () => {
  it('has an entry for every route the app serves', () => {
    expect(apiRoutes().filter((route) => !(route in ACCESS))).toEqual([]);
  });

  it('answers each caller as the matrix says', async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes()) {
      const access = ACCESS[route];
      if (!access) continue;
      const visitor = (await call(clients.visitor, route)).status;
      const user = (await call(clients.user, route)).status;
      const admin = (await call(clients.admin, route)).status;
      const ok = {
        public: ![401, 403].includes(visitor) && visitor < 500,
        user: refused(visitor, 401) && ![401, 403].includes(user) && user < 500,
        owner: refused(visitor, 401) && refused(user, 403) && ![401, 403].includes(admin) && admin < 500,
        admin: refused(visitor, 401) && refused(user, 403) && ![401, 403].includes(admin) && admin < 500,
      }[access];
      if (!ok) wrong.push(`${route} (${access}): visitor ${visitor}, user ${user}, admin ${admin}`);
    }
    expect(wrong).toEqual([]);
  });
});
