import { randomUUID } from 'node:crypto';
import { candidateStream } from '@tb/domain';
import { localize, revisionEtag } from '@tb/platform';
import { describe, expect, it } from 'vitest';
import { routeSpecContext } from '../testing/command-test-app.ts';

const spec = routeSpecContext();

type Headers = Record<string, string>;
const save = (payload: object, headers: Headers = spec.asAdmin()) =>
  spec.api.app.inject({ method: 'POST', url: '/api/admin/save-candidate', headers, payload });
const update = (id: string, payload: object, headers: Headers = spec.asAdmin()) =>
  spec.api.app.inject({ method: 'PUT', url: `/api/admin/candidates/${id}`, headers, payload });
const erase = (id: string, headers: Headers = spec.asAdmin()) =>
  spec.api.app.inject({ method: 'DELETE', url: `/api/admin/candidates/${id}`, headers });

/** The event types the candidate's stream holds. */
async function streamTypes(id: string): Promise<string[]> {
  return (await spec.api.resources.shared.store.readStream(candidateStream(id))).map((event) => event.type);
}

async function savedCandidate(name: string): Promise<string> {
  const answer = await save({ name, email: `${randomUUID()}@example.com` });
  expect(answer.statusCode).toBe(201);
  return answer.json().id;
}

describe('POST /api/admin/save-candidate', () => {
  it('refuses a visitor with 401 and a user with 403 before reading the body', async () => {
    const visitor = await save({ name: 42 }, {});
    expect([visitor.statusCode, visitor.json().message]).toEqual([401, localize('common.signInFirst', 'en')]);
    const signedIn = await save({ name: 42 }, { cookie: spec.user.cookie, 'x-lang': 'zh' });
    expect([signedIn.statusCode, signedIn.json().message]).toEqual([403, localize('common.notAllowed', 'zh')]);
  });

  it('says a name is required, in the caller’s language', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const answer = await save({ name: '  ', email: 'a@example.com' }, spec.asAdmin({ 'x-lang': lang }));
      expect([answer.statusCode, answer.json().message]).toEqual([400, localize('candidate.nameRequired', lang)]);
    }
  });

  it('adds the candidate once for a retried request, and refuses the key with another body (422)', async () => {
    const key = { 'idempotency-key': `save-${randomUUID()}` };
    const body = { name: 'Ada Lovelace', email: 'ada@example.com' };
    const first = await save(body, spec.asAdmin(key));
    expect([first.statusCode, first.json().message]).toEqual([201, localize('candidate.saved', 'en')]);
    const id = first.json().id;
    const retried = await save(body, spec.asAdmin(key));
    expect([retried.statusCode, retried.json().id]).toEqual([201, id]);
    expect(await streamTypes(id)).toEqual(['CandidateAdded']);

    const other = await save({ ...body, name: 'Grace Hopper' }, spec.asAdmin({ ...key, 'x-lang': 'zh' }));
    expect([other.statusCode, other.json().message]).toEqual([422, localize('security.idempotencyKeyReused', 'zh')]);
    expect(await streamTypes(id)).toEqual(['CandidateAdded']);
  });

  it('answers a retried save with its first answer even after the candidate was erased', async () => {
    const key = { 'idempotency-key': `save-${randomUUID()}` };
    const body = { name: 'Erased Later' };
    const first = await save(body, spec.asAdmin(key));
    expect(first.statusCode).toBe(201);
    const id = first.json().id;
    expect((await erase(id)).statusCode).toBe(200);

    const retried = await save(body, spec.asAdmin(key));
    expect([retried.statusCode, retried.json().id]).toEqual([201, id]);
    // Still erased: the retry added nobody.
    expect((await streamTypes(id)).at(-1)).toBe('CandidateErased');
  });
});

describe('PUT /api/admin/candidates/:id', () => {
  it('answers a stale If-Match with 412 and keeps the newer edit; the current tag is accepted', async () => {
    const id = await savedCandidate('Edited Twice');
    const seen = revisionEtag(0);
    const newer = await update(id, { name: 'Newer Name' }, spec.asAdmin({ 'if-match': seen }));
    expect([newer.statusCode, newer.json().message]).toEqual([200, localize('candidate.updated', 'en')]);

    const stale = await update(id, { name: 'Stale Name' }, spec.asAdmin({ 'if-match': seen, 'x-lang': 'zh' }));
    expect([stale.statusCode, stale.json().message]).toEqual([412, localize('security.recordMovedOn', 'zh')]);
    const current = await update(
      id,
      { name: 'Current Name' },
      spec.asAdmin({ 'if-match': String(newer.headers.etag) }),
    );
    expect(current.statusCode).toBe(200);
    expect(await streamTypes(id)).toEqual(['CandidateAdded', 'CandidateDetailsEdited', 'CandidateDetailsEdited']);
  });

  it('answers 404 for a candidate that does not exist and 409 for an erased one', async () => {
    const unknown = await update(randomUUID(), { name: 'Nobody' }, spec.asAdmin({ 'x-lang': 'zh' }));
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, localize('candidate.notFound', 'zh')]);
    const id = await savedCandidate('Erased');
    expect((await erase(id)).statusCode).toBe(200);
    const gone = await update(id, { name: 'Back' });
    expect([gone.statusCode, gone.json().message]).toEqual([409, localize('candidate.deleted', 'en')]);
  });

  it('refuses a score out of range in the caller’s language', async () => {
    const id = await savedCandidate('Scored');
    const answer = await update(id, { name: 'Scored', english: 7 }, spec.asAdmin({ 'x-lang': 'zh' }));
    expect([answer.statusCode, answer.json().message]).toEqual([400, localize('candidate.scoreOutOfRange', 'zh')]);
  });
});

describe('DELETE /api/admin/candidates/:id', () => {
  it('refuses a user with 403, answers 404 for an unknown candidate, and erases with the current tag', async () => {
    const id = await savedCandidate('To Erase');
    const signedIn = await erase(id, { cookie: spec.user.cookie });
    expect(signedIn.statusCode).toBe(403);
    expect((await erase(randomUUID())).statusCode).toBe(404);
    const stale = await erase(id, spec.asAdmin({ 'if-match': revisionEtag(5) }));
    expect(stale.statusCode).toBe(412);
    const erased = await erase(id, spec.asAdmin({ 'if-match': revisionEtag(0) }));
    expect([erased.statusCode, erased.json().message]).toEqual([200, localize('candidate.removed', 'en')]);
    expect((await streamTypes(id)).at(-1)).toBe('CandidateErased');
  });
});
