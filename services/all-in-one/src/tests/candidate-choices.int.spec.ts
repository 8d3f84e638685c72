import { stableId } from '@tb/command-api';
import { candidateDecider, candidateStream, candidateSubjectOfStream } from '@tb/domain';
import { handleCommand, migrate, SubjectKeyStore, sealedEventStore, subjectKeyMigrations } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, startTestApp, type TestApp, type TestClient } from '../testing.ts';

let app: TestApp;
let admin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app, { firstName: 'Lin', lastName: 'Boss' });
});
afterAll(() => app?.stop());

const candidate = async (id: string) => (await admin.get(`/api/admin/candidates/${id}`)).body;

describe('gender and degree in the catalogue’s words', () => {
  it('stores a Chinese or other spelling sent by the form in the catalogue’s word', async () => {
    const saved = await admin.post('/api/admin/save-candidate', { name: '周婷', degree: '大专', gender: '女' });
    expect(saved.status).toBe(201);
    expect(await candidate(saved.body.id)).toMatchObject({ degree: 'Associate', gender: 'Female' });

    expect((await admin.put(`/api/admin/candidates/${saved.body.id}`, { degree: '本科' })).status).toBe(200);
    expect(await candidate(saved.body.id)).toMatchObject({ degree: 'Bachelor', highestDegree: 'bachelor' });
    const history = (await admin.get(`/api/admin/candidates/${saved.body.id}/history`)).body;
    expect(history.entries[0].changes).toContainEqual(
      expect.objectContaining({ field: 'degree', old: 'Associate', new: 'Bachelor' }),
    );
  });

  // The demo data stored 本科, 博士 and 大专 before: events recorded so read in the catalogue's word.
  it('shows a degree an older event recorded in Chinese in the catalogue’s word', async () => {
    await migrate(app.runtime.database.pool, 'subject_keys', subjectKeyMigrations);
    const store = sealedEventStore(app.runtime.store, new SubjectKeyStore(app.runtime.database.pool), {
      subjectOf: candidateSubjectOfStream,
    });
    const candidateId = stableId('older-candidate', 'hao@example.com');
    const details = { name: '郝明', email: 'hao@example.com', degree: '博士', gender: '男' };
    await handleCommand(store, candidateDecider, candidateStream(candidateId), {
      type: 'AddCandidate',
      data: { candidateId, source: 'form', emailId: null, details },
      metadata: { actorId: 'system', now: new Date().toISOString() },
    });
    // Written without an HTTP answer to carry the position: wait for the projection.
    let shown = await admin.get(`/api/admin/candidates/${candidateId}`);
    for (let i = 0; i < 100 && shown.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      shown = await admin.get(`/api/admin/candidates/${candidateId}`);
    }
    expect(shown.body).toMatchObject({ degree: 'PhD', gender: 'Male', highestDegree: 'phd' });
    const asOf = await admin.get(
      `/api/admin/candidates/${candidateId}?asOf=${encodeURIComponent(new Date().toISOString())}`,
    );
    expect(asOf.body.candidate).toMatchObject({ degree: 'PhD', gender: 'Male' });
  });
});
