import { randomUUID } from 'node:crypto';
import { applicationStream } from '@tb/domain';
import { localize } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandTestApp, type SignedIn, startCommandTestApp } from '../testing/command-test-app.ts';
import { multipartForm } from '../testing/multipart.ts';
import { stableId } from './stable-id.ts';

let api: CommandTestApp;
let admin: SignedIn;
let open: string;
let closed: string;

type Headers = Record<string, string>;

async function createProject(titleEn: string, isActive: boolean): Promise<string> {
  const answer = await api.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: { cookie: admin.cookie },
    payload: {
      titleEn,
      titleZh: titleEn,
      descriptionEn: '<p>Work.</p>',
      descriptionZh: '<p>工作。</p>',
      locationEn: 'Remote',
      locationZh: '远程',
      typeEn: 'Full-time',
      typeZh: '全职',
      isActive,
    },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().id;
}

beforeAll(async () => {
  api = await startCommandTestApp();
  admin = await api.signIn('admin');
  [open, closed] = await Promise.all([createProject('Open', true), createProject('Closed', false)]);
});
afterAll(() => api?.close());

const RESUME = Buffer.from('Ada Lovelace\nAnalytical engines, 1843–\n');

const apply = (fields: Record<string, string>, headers: Headers, resume: Buffer | null = RESUME) => {
  const form = multipartForm(fields, resume ? { field: 'file', bytes: resume, name: 'resume.txt' } : undefined);
  return api.app.inject({
    method: 'POST',
    url: '/api/application',
    headers: { ...form.headers, ...headers },
    payload: form.payload,
  });
};
const move = (id: string, payload: object, headers: Headers = { cookie: admin.cookie }) =>
  api.app.inject({ method: 'PATCH', url: `/api/admin/applications/${id}`, headers, payload });

const applicationOf = (user: SignedIn, projectId: string) => stableId('application', user.userId, projectId);
async function eventTypes(applicationId: string): Promise<string[]> {
  return (await api.resources.shared.store.readStream(applicationStream(applicationId))).map((event) => event.type);
}

describe('POST /api/application', () => {
  it('refuses a visitor with 401 before reading the form', async () => {
    const answer = await apply({ projectId: open }, {});
    expect([answer.statusCode, answer.json().message]).toEqual([401, localize('common.signInFirst', 'en')]);
  });

  it('refuses an unknown project (404) and a closed one (409) in the caller’s language, storing nothing', async () => {
    const user = await api.signIn();
    const unknown = await apply({ projectId: randomUUID() }, { cookie: user.cookie, 'x-lang': 'zh' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, localize('project.notFound', 'zh')]);
    const shut = await apply({ projectId: closed }, { cookie: user.cookie });
    expect([shut.statusCode, shut.json().message]).toEqual([409, localize('application.projectClosed', 'en')]);
    expect(await eventTypes(applicationOf(user, closed))).toEqual([]);
    expect(await api.resources.shared.blobs.usage(user.userId)).toBe(0);
  });

  it('refuses a resume that is not plain text, in both languages', async () => {
    const user = await api.signIn();
    for (const lang of ['en', 'zh'] as const) {
      const binary = Buffer.from([0x25, 0x50, 0x00, 0x01]);
      const answer = await apply({ projectId: open }, { cookie: user.cookie, 'x-lang': lang }, binary);
      expect([answer.statusCode, answer.json().message]).toEqual([400, localize('application.resumeNotText', lang)]);
    }
    expect(await eventTypes(applicationOf(user, open))).toEqual([]);
  });

  it('applies once: a retry with the same key gets the first answer even after the admin moved it on', async () => {
    const user = await api.signIn();
    const key = { cookie: user.cookie, 'idempotency-key': `apply-${randomUUID()}` };
    const first = await apply({ projectId: open, message: 'Hello' }, key);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: applicationOf(user, open),
      applicationStatus: 'applied',
      message: localize('application.submitted', 'en'),
    });
    expect(await api.resources.shared.blobs.usage(user.userId)).toBe(RESUME.length);

    expect((await move(first.json().id, { applicationStatus: 'reviewing' })).statusCode).toBe(200);
    const retried = await apply({ projectId: open, message: 'Hello' }, key);
    expect([retried.statusCode, retried.json().id]).toEqual([201, first.json().id]);
    expect(await eventTypes(first.json().id)).toEqual(['ApplicationSubmitted', 'ApplicationStatusChanged']);
    expect(await api.resources.shared.blobs.usage(user.userId)).toBe(RESUME.length);

    const other = await apply({ projectId: open, message: 'Changed my mind' }, { ...key, 'x-lang': 'zh' });
    expect([other.statusCode, other.json().message]).toEqual([422, localize('security.idempotencyKeyReused', 'zh')]);
    const again = await apply({ projectId: open }, { cookie: user.cookie, 'x-lang': 'zh' });
    expect([again.statusCode, again.json().message]).toEqual([409, localize('application.alreadyApplied', 'zh')]);
  });
  it('answers a retry with its first answer after the project was deleted', async () => {
    const user = await api.signIn();
    const projectId = await createProject('Deleted later', true);
    const key = { cookie: user.cookie, 'idempotency-key': `apply-${randomUUID()}` };
    const first = await apply({ projectId }, key);
    expect(first.statusCode).toBe(201);
    const deleted = await api.app.inject({
      method: 'DELETE',
      url: `/api/projects/${projectId}`,
      headers: { cookie: admin.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    const retried = await apply({ projectId }, key);
    expect([retried.statusCode, retried.json().id]).toEqual([201, first.json().id]);
  });
});

describe('PATCH /api/admin/applications/:id', () => {
  it('refuses a visitor with 401 and a user with 403 before reading the body', async () => {
    const user = await api.signIn();
    const visitor = await move('x', { applicationStatus: 'nonsense' }, {});
    expect(visitor.statusCode).toBe(401);
    const signedIn = await move('x', { applicationStatus: 'nonsense' }, { cookie: user.cookie });
    expect([signedIn.statusCode, signedIn.json().message]).toEqual([403, localize('common.notAllowed', 'en')]);
  });

  it('refuses an unknown status in both languages and an unknown application with 404', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const answer = await move('x', { applicationStatus: 'hired' }, { cookie: admin.cookie, 'x-lang': lang });
      expect([answer.statusCode, answer.json().message]).toEqual([400, localize('application.unknownStatus', lang)]);
    }
    const unknown = await move(randomUUID(), { applicationStatus: 'reviewing' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, localize('application.notFound', 'en')]);
  });

  it('moves an application on with a note, and refuses moving it back (409)', async () => {
    const user = await api.signIn();
    const applied = await apply({ projectId: open }, { cookie: user.cookie }, null);
    const id = applied.json().id;
    const approved = await move(id, { applicationStatus: 'approved', notes: 'Strong' });
    expect(approved.json()).toEqual({
      id,
      applicationStatus: 'approved',
      notes: 'Strong',
      message: localize('application.updated', 'en'),
    });
    const back = await move(id, { applicationStatus: 'applied' }, { cookie: admin.cookie, 'x-lang': 'zh' });
    const from = { key: 'application.status.approved' } as const;
    const to = { key: 'application.status.applied' } as const;
    expect([back.statusCode, back.json().message]).toEqual([
      409,
      localize('application.cannotMove', 'zh', { from, to }),
    ]);
  });
});
