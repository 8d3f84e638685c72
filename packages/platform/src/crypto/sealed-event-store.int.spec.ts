import { randomUUID } from 'node:crypto';
import { createPostgresEventStore, type EventStore, migrate, WrongExpectedRevision } from '@tb/event-store';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/db.ts';
import { sealedEventStore } from './sealed-event-store.ts';
import { SubjectKeyStore, subjectKeyMigrations } from './subject-keys.ts';

let db: TestDatabase;
let plain: EventStore;
let keys: SubjectKeyStore;
let sealed: EventStore;
beforeAll(async () => {
  db = await createTestDatabase(2);
  await migrate(db.pool, 'subject_keys', subjectKeyMigrations);
  plain = await createPostgresEventStore({ pool: db.pool });
  keys = new SubjectKeyStore(db.pool);
  sealed = sealedEventStore(plain, keys, { subjectOf: (streamId) => streamId });
});
afterAll(async () => {
  await plain?.close();
  await db?.drop();
});

const personalEvent = (type: string) => ({ id: randomUUID(), type, data: { personal: { name: 'Ann' } } });

it('an append decided before an erasure (its event in, the key gone) is a lost race, not a fault', async () => {
  const subject = `person-${randomUUID()}`;
  await sealed.appendToStream(subject, [personalEvent('Added')], { expectedRevision: 'no_stream' });
  // The erasure as it happens: its event first, then the key.
  await plain.appendToStream(subject, [{ id: randomUUID(), type: 'Erased', data: {} }], { expectedRevision: 0 });
  await keys.destroy(subject);

  // A command that read revision 0 before the erasure: the handler retries such a loser on the new state.
  const stale = sealed.appendToStream(subject, [personalEvent('Renamed')], { expectedRevision: 0 });
  await expect(stale).rejects.toBeInstanceOf(WrongExpectedRevision);
  await expect(stale).rejects.toMatchObject({ expected: 0, actual: 1 });
  expect(await plain.readStream(subject)).toHaveLength(2);
});

it('a key gone while the stream has not moved stays an error (nothing is appended unsealed)', async () => {
  const subject = `person-${randomUUID()}`;
  await sealed.appendToStream(subject, [personalEvent('Added')], { expectedRevision: 'no_stream' });
  await keys.destroy(subject);
  const append = sealed.appendToStream(subject, [personalEvent('Renamed')], { expectedRevision: 0 });
  await expect(append).rejects.not.toBeInstanceOf(WrongExpectedRevision);
  await expect(append).rejects.toThrow(/erased/);
  expect(await plain.readStream(subject)).toHaveLength(1);
});
