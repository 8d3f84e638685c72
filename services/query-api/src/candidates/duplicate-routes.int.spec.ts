import { randomUUID } from 'node:crypto';
import { localize } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QueryTestApp, startQueryTestApp } from '../testing/query-test-app.ts';
import { metadataNow, runCandidateCommand, signedInUser } from '../testing/seed.ts';

let api: QueryTestApp;
let adminCookie: string;
let userCookie: string;
const ada = randomUUID();
const erased = randomUUID();

beforeAll(async () => {
  api = await startQueryTestApp();
  const details = { name: 'Ada Lovelace', email: 'Ada.Lovelace@Example.com', phone: '+86 138 0013 8000' };
  for (const candidateId of [ada, erased]) {
    await runCandidateCommand(api, {
      type: 'AddCandidate',
      data: { candidateId, source: 'form', emailId: null, details },
      metadata: metadataNow(),
    });
  }
  await runCandidateCommand(api, { type: 'EraseCandidate', data: { candidateId: erased }, metadata: metadataNow() });
  adminCookie = await api.adminCookie();
  userCookie = (await signedInUser(api)).cookie;
  await api.resources.caughtUp();
});
afterAll(() => api?.close());

const find = (query: string, headers: Record<string, string> = { cookie: adminCookie }) =>
  api.app.inject({ method: 'GET', url: `/api/admin/candidates/duplicates?${query}`, headers });

describe('GET /api/admin/candidates/duplicates', () => {
  it('refuses a visitor with 401 and a user with 403', async () => {
    expect((await find('email=a@example.com', {})).statusCode).toBe(401);
    const user = await find('email=a@example.com', { cookie: userCookie, 'x-lang': 'zh' });
    expect([user.statusCode, user.json().message]).toEqual([403, localize('common.notAllowed', 'zh')]);
  });

  it('finds the candidate by e-mail whatever its case, and by phone whatever its spacing; never an erased one', async () => {
    const byEmail = await find('email=ada.lovelace%40example.com');
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.headers['cache-control']).toBe('no-store');
    expect(byEmail.json().duplicates).toEqual([expect.objectContaining({ id: ada, matchedOn: ['email'] })]);

    const both = await find('email=ada.lovelace%40example.com&phone=%2B8613800138000');
    expect(both.json().duplicates).toEqual([expect.objectContaining({ id: ada, matchedOn: ['email', 'phone'] })]);
  });

  it('answers none for an unknown address, a short phone, or nothing asked', async () => {
    for (const query of ['email=nobody%40example.com', 'phone=138', '']) {
      expect((await find(query)).json()).toEqual({ duplicates: [] });
    }
  });

  it('refuses an e-mail longer than any stored one', async () => {
    const answer = await find(`email=${'a'.repeat(256)}`);
    expect(answer.statusCode).toBe(400);
  });
});
