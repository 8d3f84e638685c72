import { randomUUID } from 'node:crypto';
import { ensureAdmin } from '@tb/command-api';
import {
  type AddCandidate,
  candidateDecider,
  candidateStream,
  candidateSubjectOfStream,
  eventSchemas,
  schemaVersionOf,
} from '@tb/domain';
import { createEventStore } from '@tb/event-store';
import { migrate, SubjectKeyStore, sealedEventStore, subjectKeyMigrations } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';

/**
 * A store written before the text rule and parking existed: a candidate whose sealed name holds a NUL (the
 * candidates projection stopped on it: every later candidate write answered 200 and never showed, and the
 * candidate itself answered 404) and one whose apply time is not a date (PostgreSQL refuses it). The next start
 * recovers: the first shows without the NUL and can be erased, the second is parked and listed, the rest is current.
 */
let db: TestDatabase;
let app: TestApp;
let admin: TestClient;
const withNul = randomUUID();
const badDate = randomUUID();

async function appendRaw(candidateId: string, name: string, edit: (data: Record<string, unknown>) => void) {
  const store = await createEventStore({ pool: db.pool });
  await migrate(db.pool, 'subject_keys', subjectKeyMigrations);
  const sealed = sealedEventStore(store, new SubjectKeyStore(db.pool), { subjectOf: candidateSubjectOfStream });
  const command: AddCandidate = {
    type: 'AddCandidate',
    data: { candidateId, source: 'form', emailId: null, details: { name: 'placeholder', position: 'ML Engineer' } },
    metadata: { actorId: 'admin', now: new Date().toISOString() },
  };
  const [added] = candidateDecider.decide(command, candidateDecider.initialState());
  if (!added) throw new Error('nothing decided');
  const data = structuredClone(added.data) as unknown as Record<string, unknown>;
  (data.personal as Record<string, unknown>).name = name;
  edit(data);
  // Straight to the store, as an older version did: past the append gate of today's command handling.
  await sealed.appendToStream(
    candidateStream(candidateId),
    [
      {
        id: randomUUID(),
        type: added.type,
        data,
        schemaVersion: schemaVersionOf(eventSchemas, added.type),
        metadata: { ...added.metadata },
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  await store.close();
}

beforeAll(async () => {
  db = await createTestDatabase(4);
  await appendRaw(withNul, 'x\u0000y', () => {});
  await appendRaw(badDate, 'Bad Date', (data) => {
    (data.facts as Record<string, unknown>).applyTime = 'not a date';
  });
  app = await startTestApp({ DATABASE_URL: db.url });
  await ensureAdmin(app.runtime.store, { email: 'ops@example.com', password: 'secret12' });
  admin = new TestClient(app.url);
  expect((await admin.post('/api/auth/login', { email: 'ops@example.com', password: 'secret12' })).status).toBe(200);
});
afterAll(async () => {
  await app?.stop();
  await db?.drop();
});

it('recovers a store holding events its read models cannot take: visible, erasable, parked and listed', async () => {
  const saved = await admin.post('/api/admin/save-candidate', { name: 'After The Fix' });
  expect(saved.status).toBe(201);
  const list = await admin.get('/api/admin/candidates');
  expect(list.status).toBe(200);
  const names = list.body.map((c: { name: string }) => c.name);
  expect(names).toEqual(expect.arrayContaining(['After The Fix', 'xy']));
  expect(names).not.toContain('Bad Date');

  const found = await admin.get(`/api/admin/candidates/${withNul}`);
  expect(found.status).toBe(200);
  expect(found.body.name).toBe('xy');

  const ready = await fetch(`${app.url}/readyz`);
  expect(ready.status).toBe(200);
  const readiness = (await ready.json()) as { status: string };
  expect(readiness.status).toBe('degraded');
  expect(JSON.stringify(readiness)).toContain('"parked":[{"name":"candidates","events":1}');

  const parked = await admin.get('/api/admin/parked-events');
  expect(parked.status).toBe(200);
  expect(parked.body.total).toBeGreaterThanOrEqual(1);
  expect(parked.body.events).toContainEqual(
    expect.objectContaining({ projection: 'candidates', streamId: candidateStream(badDate), held: false }),
  );
  const metrics = await (await fetch(`${app.url}/metrics`)).text();
  expect(metrics).toMatch(/tb_projection_parked_events\{[^}]*projection="candidates"[^}]*\} 1/);

  // The candidate that stopped everything before can be erased now, and the erasure shows.
  expect((await admin.delete(`/api/admin/candidates/${withNul}`)).status).toBe(200);
  const after = await admin.get('/api/admin/candidates');
  expect(after.body.map((c: { name: string }) => c.name)).not.toContain('xy');
  // The parked one's erasure is never held back: it leaves the list of parked events.
  expect((await admin.delete(`/api/admin/candidates/${badDate}`)).status).toBe(200);
  await expect.poll(async () => (await admin.get('/api/admin/parked-events')).body.total, { timeout: 10_000 }).toBe(0);
  const readyAgain = (await (await fetch(`${app.url}/readyz`)).json()) as { status: string };
  expect(readyAgain.status).toBe('ready');
});
