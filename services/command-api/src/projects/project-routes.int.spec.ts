import { randomUUID } from 'node:crypto';
import { projectStream } from '@tb/domain';
import { localize, revisionEtag } from '@tb/platform';
import { describe, expect, it } from 'vitest';
import { routeSpecContext } from '../testing/command-test-app.ts';

const spec = routeSpecContext();

type Headers = Record<string, string>;
const opening = (titleEn: string) => ({
  titleEn,
  titleZh: `${titleEn}（中文）`,
  descriptionEn: '<p>Build agents.</p>',
  descriptionZh: '<p>构建智能体。</p>',
  locationEn: 'Remote',
  locationZh: '远程',
  typeEn: 'Full-time',
  typeZh: '全职',
  isActive: true,
});
const create = (payload: object, headers: Headers = spec.asAdmin()) =>
  spec.api.app.inject({ method: 'POST', url: '/api/projects', headers, payload });
const update = (id: string, payload: object, headers: Headers = spec.asAdmin()) =>
  spec.api.app.inject({ method: 'PUT', url: `/api/projects/${id}`, headers, payload });
const remove = (id: string, headers: Headers = spec.asAdmin()) =>
  spec.api.app.inject({ method: 'DELETE', url: `/api/projects/${id}`, headers });

async function eventTypes(id: string): Promise<string[]> {
  return (await spec.api.resources.shared.store.readStream(projectStream(id))).map((event) => event.type);
}

async function created(title: string): Promise<string> {
  const answer = await create(opening(title));
  expect(answer.statusCode).toBe(201);
  return answer.json().id;
}

describe('POST /api/projects', () => {
  it('refuses a visitor with 401 and a user with 403 before reading the body', async () => {
    const visitor = await create({ titleEn: 5 }, {});
    expect([visitor.statusCode, visitor.json().message]).toEqual([401, localize('common.signInFirst', 'en')]);
    const signedIn = await create({ titleEn: 5 }, { cookie: spec.user.cookie, 'x-lang': 'zh' });
    expect([signedIn.statusCode, signedIn.json().message]).toEqual([403, localize('common.notAllowed', 'zh')]);
  });

  it('says which field is missing, in the caller’s language', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const answer = await create({ ...opening('No Chinese title'), titleZh: '' }, spec.asAdmin({ 'x-lang': lang }));
      expect([answer.statusCode, answer.json().message]).toEqual([400, localize('project.titleZhRequired', lang)]);
    }
  });

  it('creates the opening once for a retried request, even after it was deleted; another body is 422', async () => {
    const key = { 'idempotency-key': `project-${randomUUID()}` };
    const first = await create(opening('Agent Engineer'), spec.asAdmin(key));
    expect([first.statusCode, first.json().message]).toEqual([201, localize('project.created', 'en')]);
    const id = first.json().id;
    expect(first.json()).toMatchObject({ titleEn: 'Agent Engineer', locationZh: '远程', isActive: true });

    const retried = await create(opening('Agent Engineer'), spec.asAdmin(key));
    expect([retried.statusCode, retried.json().id]).toEqual([201, id]);
    expect((await remove(id)).statusCode).toBe(200);
    const afterDeletion = await create(opening('Agent Engineer'), spec.asAdmin(key));
    expect([afterDeletion.statusCode, afterDeletion.json().titleEn]).toEqual([201, 'Agent Engineer']);
    expect(await eventTypes(id)).toEqual(['ProjectCreated', 'ProjectDeleted']);

    const other = await create(opening('Another Opening'), spec.asAdmin({ ...key, 'x-lang': 'zh' }));
    expect([other.statusCode, other.json().message]).toEqual([422, localize('security.idempotencyKeyReused', 'zh')]);
  });
});

describe('PUT /api/projects/:id', () => {
  it('answers a stale If-Match with 412 and keeps the newer edit; the current tag is accepted', async () => {
    const id = await created('Edited');
    const seen = revisionEtag(0);
    const newer = await update(id, { titleEn: 'Newer' }, spec.asAdmin({ 'if-match': seen }));
    expect([newer.statusCode, newer.json().titleEn]).toEqual([200, 'Newer']);
    const stale = await update(id, { titleEn: 'Stale' }, spec.asAdmin({ 'if-match': seen, 'x-lang': 'zh' }));
    expect([stale.statusCode, stale.json().message]).toEqual([412, localize('security.recordMovedOn', 'zh')]);
    const current = await update(id, { titleEn: 'Current' }, spec.asAdmin({ 'if-match': String(newer.headers.etag) }));
    expect([current.statusCode, current.json().titleEn, current.json().titleZh]).toEqual([
      200,
      'Current',
      'Edited（中文）',
    ]);
  });

  it('answers 404 in the caller’s language for an opening that does not exist or was deleted', async () => {
    const unknown = await update(randomUUID(), { titleEn: 'Nobody' }, spec.asAdmin({ 'x-lang': 'zh' }));
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, localize('project.notFound', 'zh')]);
    const id = await created('Deleted');
    expect((await remove(id)).statusCode).toBe(200);
    const deleted = await update(id, { titleEn: 'Back' });
    expect([deleted.statusCode, deleted.json().message]).toEqual([404, localize('project.notFound', 'en')]);
  });

  it('answers an edit that succeeded with the opening it left, even when another admin deletes it just after', async () => {
    const id = await created('Edited Then Deleted');
    const store = spec.api.resources.shared.store;
    const append = store.appendToStream;
    // Another admin's delete lands right after this edit's event is stored, before the edit answers.
    store.appendToStream = async (...args) => {
      const stored = await append.apply(store, args);
      store.appendToStream = append;
      expect((await remove(id)).statusCode).toBe(200);
      return stored;
    };
    try {
      const edited = await update(id, { titleEn: 'Edited Once' }, spec.asAdmin({ 'x-lang': 'zh' }));
      expect([edited.statusCode, edited.json().titleEn, edited.json().titleZh, edited.json().message]).toEqual([
        200,
        'Edited Once',
        'Edited Then Deleted（中文）',
        localize('project.updated', 'zh'),
      ]);
    } finally {
      store.appendToStream = append;
    }
    expect(await eventTypes(id)).toEqual(['ProjectCreated', 'ProjectUpdated', 'ProjectDeleted']);
  });
});

describe('DELETE /api/projects/:id', () => {
  it('refuses a user with 403, a stale tag with 412, an unknown opening with 404, and deletes', async () => {
    const id = await created('To Delete');
    expect((await remove(id, { cookie: spec.user.cookie })).statusCode).toBe(403);
    expect((await remove(id, spec.asAdmin({ 'if-match': revisionEtag(3) }))).statusCode).toBe(412);
    expect((await remove(randomUUID())).statusCode).toBe(404);
    const deleted = await remove(id, spec.asAdmin({ 'if-match': revisionEtag(0), 'x-lang': 'zh' }));
    expect([deleted.statusCode, deleted.json().message]).toEqual([200, localize('project.deleted', 'zh')]);
    expect(await eventTypes(id)).toEqual(['ProjectCreated', 'ProjectDeleted']);
  });
});
