import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toCandidateListRow } from '@tb/contracts';
import { CANDIDATES_READ_MODEL_VERSION, FileBlobStore, OwnedBlobStore, schemaNameFor } from '@tb/platform';
import { projections, requestRebuild } from '@tb/projectors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCandidates } from '../seed/candidates.ts';
import { signedInAdmin, startTestApp, type TestApp, TestClient } from '../testing.ts';
import { projectionsCaughtUp } from './projections-caught-up.ts';

/** The candidates read model's first build (its version follows the catalogue). */
const CANDIDATES_SCHEMA = schemaNameFor('candidates', CANDIDATES_READ_MODEL_VERSION, 1);

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../packages/documents/fixtures/resumes/${name}`, import.meta.url));

let app: TestApp;
let admin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app, { firstName: 'Lin', lastName: 'Boss' });
});
afterAll(() => app?.stop());

function resumeForm(bytes: Buffer, fileName: string, field = 'resume') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), fileName);
  return form;
}

async function uploadAndSave(client: TestClient, file: string, extra: Record<string, unknown> = {}) {
  const uploaded = await client.post('/api/admin/upload-candidate', resumeForm(fixture(file), file));
  expect(uploaded.status).toBe(200);
  const saved = await client.post('/api/admin/save-candidate', { ...uploaded.body.extractedData, ...extra });
  expect(saved.status).toBe(201);
  return { uploaded: uploaded.body, id: saved.body.id as string };
}

const list = async (query = '') => (await admin.get(`/api/admin/candidates${query}`)).body;

describe('admin candidates', () => {
  let emilyId = '';

  it('uploads a resume for review, saves it, lists it at once, and flags a duplicate', async () => {
    const { uploaded, id } = await uploadAndSave(admin, 'en-ml-engineer.pdf', { applyTime: '2026-03-01' });
    emilyId = id;
    expect(uploaded).toMatchObject({
      requiresReview: true,
      name: 'Emily Zhang',
      extractedData: { email: 'emily.zhang.ml@gmail.com', resumeFileName: 'en-ml-engineer.pdf' },
      duplicates: [],
    });
    const all = await list();
    expect(Array.isArray(all)).toBe(true);
    expect(all[0]).toMatchObject({
      id,
      name: 'Emily Zhang',
      highestDegree: 'master',
      resumeLink: `/api/candidates/resume/${id}`,
      source: 'resume',
      averageScore: null,
    });

    const again = await admin.post('/api/admin/upload-candidate', resumeForm(fixture('en-ml-engineer.pdf'), 'x.pdf'));
    expect(again.body.duplicates).toEqual([expect.objectContaining({ id, matchedOn: ['email', 'phone'] })]);

    const resume = await admin.get(`/api/candidates/resume/${id}`);
    expect(resume.status).toBe(200);
    expect(resume.headers.get('content-type')).toBe('application/pdf');
    expect(resume.headers.get('x-content-type-options')).toBe('nosniff');
    expect(resume.headers.get('content-disposition')).toContain("filename*=UTF-8''en-ml-engineer.pdf");
  });

  it('refuses a wrong file type and a missing name, each with its message', async () => {
    const wrong = await admin.post('/api/admin/upload-candidate', resumeForm(Buffer.from('hello'), 'a.txt'));
    expect(wrong).toMatchObject({
      status: 400,
      body: { message: 'Invalid file type - Please select a PDF, DOC, or DOCX file' },
    });
    const noName = await admin.post('/api/admin/save-candidate', { name: ' ', email: 'x@example.com' });
    expect(noName).toMatchObject({ status: 400, body: { message: 'Name is required' } });
    const zh = new TestClient(app.url, 'zh');
    await zh.post('/api/auth/login', { email: 'boss@example.com', password: 'secret12' });
    expect((await zh.post('/api/admin/save-candidate', { name: '' })).body.message).toBe('请输入姓名');
  });

  it('scores the interview twice; the history shows both with old → new, and as-of replays it', async () => {
    const first = await admin.put(`/api/admin/candidates/${emilyId}`, {
      isInterviewed: true,
      interviewTime: '2026-03-05',
      interviewer: 'Lin',
      interviewResult: 'Pending',
      english: 3.5,
      education: 4,
      professionalSkills: 0,
      expectedSalary: '30k',
      interviewComments: 'Emily Zhang knows RAG well',
    });
    expect(first.status).toBe(200);
    const between = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await admin.put(`/api/admin/candidates/${emilyId}`, { english: 4.2, interviewResult: 'Recommend' });

    const detail = (await admin.get(`/api/admin/candidates/${emilyId}`)).body;
    expect(detail).toMatchObject({ english: 4.2, interviewResult: 'Recommended', averageScore: 4.1 });

    const history = (await admin.get(`/api/admin/candidates/${emilyId}/history`)).body;
    expect(history.entries.map((e: { kind: string }) => e.kind)).toEqual([
      'interviewScored',
      'interviewScored',
      'added',
    ]);
    const [latest, earlier] = history.entries;
    expect(latest.actor).toMatchObject({ name: 'Lin Boss', email: 'boss@example.com' });
    expect(latest.changes).toEqual([
      { field: 'english', old: 3.5, new: 4.2, personal: false, redacted: false },
      { field: 'interviewResult', old: 'Pending', new: 'Recommended', personal: false, redacted: false },
    ]);
    expect(earlier.changes).toContainEqual({ field: 'english', old: null, new: 3.5, personal: false, redacted: false });

    const then = (await admin.get(`/api/admin/candidates/${emilyId}?asOf=${encodeURIComponent(between)}`)).body;
    expect(then.candidate).toMatchObject({ english: 3.5, interviewResult: 'Pending', name: 'Emily Zhang' });
  });

  it('searches in both scripts and narrows by each filter, with a total', async () => {
    await uploadAndSave(admin, 'zh-llm-engineer.pdf', { applyTime: '2026-04-01' });
    await admin.post('/api/admin/save-candidate', {
      name: 'Bo Chen',
      position: 'Crawler Engineer',
      role: 'Crawler',
      degree: 'Bachelor',
    });
    expect((await list('?q=王思远')).total).toBe(1);
    const stanford = (await list('?q=STANFORD')).candidates;
    expect(stanford.map((c: { name: string }) => c.name)).toEqual(['Emily Zhang']);
    // A page's rows are the list screen's columns of the candidate the dialog reads.
    expect(stanford[0]).toEqual(toCandidateListRow((await admin.get(`/api/admin/candidates/${stanford[0].id}`)).body));
    expect((await list('?q=1024 7788')).total).toBe(1);
    expect((await list('?role=Crawler')).candidates.map((c: { name: string }) => c.name)).toEqual(['Bo Chen']);
    expect((await list('?degree=bachelor')).total).toBe(1);
    expect((await list('?interviewed=yes')).total).toBe(1);
    expect((await list('?result=Recommended')).total).toBe(1);
    const page = await list('?limit=2');
    expect(page.total).toBe(3);
    expect(page.candidates.map((c: { name: string }) => c.name)).toEqual(['Bo Chen', '王思远']);
    expect((await admin.get('/api/admin/candidates/filters')).body).toEqual({
      roles: ['AI Engineer', 'Crawler'],
      results: ['Recommended'],
    });
  });

  it('refuses signed-out visitors (401) and signed-in non-admins (403) everywhere', async () => {
    const visitor = new TestClient(app.url);
    const user = new TestClient(app.url);
    const email = 'plain.user@example.com';
    const sent = await user.post('/api/auth/send-registration-verification', { email });
    await user.post('/api/auth/register', { email, username: 'plainuser', password: 'secret12', code: sent.body.code });
    expect((await user.post('/api/auth/login', { email, password: 'secret12' })).status).toBe(200);
    const id = emilyId;
    const calls = [
      ['GET', '/api/admin/candidates'],
      ['GET', '/api/admin/candidates?q=a'],
      ['GET', '/api/admin/candidates/filters'],
      ['GET', `/api/admin/candidates/${id}`],
      ['GET', `/api/admin/candidates/${id}/history`],
      ['GET', `/api/candidates/resume/${id}`],
      ['GET', `/api/candidates/portfolio/${id}`],
      ['PUT', `/api/admin/candidates/${id}`],
      ['DELETE', `/api/admin/candidates/${id}`],
      ['POST', '/api/admin/save-candidate'],
      ['POST', '/api/admin/upload-candidate'],
      ['POST', '/api/admin/upload-candidate-portfolio'],
    ] as const;
    for (const [method, path] of calls) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' };
      expect([path, (await visitor.request(method, path, body)).status]).toEqual([path, 401]);
      expect([path, (await user.request(method, path, body)).status]).toEqual([path, 403]);
    }
  });

  it('keeps list answers while the candidates read model is unchanged, and not a moment longer', async () => {
    const pool = app.runtime.database.pool;
    const probe = (position: string) =>
      pool.query(
        `UPDATE ${CANDIDATES_SCHEMA}.candidates SET list_row = jsonb_set(list_row::jsonb, '{position}', to_jsonb($1::text))::text
         WHERE role = 'Crawler'`,
        [position],
      );
    const crawlers = async () => (await list('?role=Crawler')).candidates.map((c: { position: string }) => c.position);
    expect(await crawlers()).toEqual(['Crawler Engineer']);
    try {
      // A probe behind the projector's back (nothing in the product writes there): the kept answer does not see it.
      await probe('Probe');
      expect(await crawlers()).toEqual(['Crawler Engineer']);
      // Events the candidates projection does not read keep the answer (this read waits for them)...
      expect((await admin.put('/api/user/profile', { firstName: 'Lin', lastName: 'Boss' })).status).toBe(200);
      expect(await crawlers()).toEqual(['Crawler Engineer']);
      // ... and a change to any candidate drops every kept answer: the next read comes from the read model.
      const [other] = (await list('?q=王思远')).candidates;
      expect((await admin.put(`/api/admin/candidates/${other.id}`, { english: 4 })).status).toBe(200);
      expect(await crawlers()).toEqual(['Probe']);
    } finally {
      await probe('Crawler Engineer');
    }
  });

  it('erases: gone from the list, search and history details; no trace in the events or after a rebuild', async () => {
    const pool = app.runtime.database.pool;
    const eventsText = async () =>
      (await pool.query<{ text: string }>('SELECT data::text AS text FROM event_store.events')).rows
        .map((r) => r.text)
        .join('\n');
    // Sealed from the start: the stored events never held the name; the read model did, until erasure.
    expect(await eventsText()).not.toContain('Emily');
    const resumeBlob = (
      await pool.query(`SELECT state->'resume'->>'id' AS id FROM ${CANDIDATES_SCHEMA}.candidates WHERE id = $1`, [
        emilyId,
      ])
    ).rows[0]?.id;
    expect(await app.runtime.store.readStream(`candidate-${emilyId}`)).toHaveLength(3);

    const erased = await admin.delete(`/api/admin/candidates/${emilyId}`);
    expect(erased.status).toBe(200);
    expect((await list()).map((c: { id: string }) => c.id)).not.toContain(emilyId);
    expect((await list('?q=emily')).total).toBe(0);
    expect((await admin.get(`/api/admin/candidates/${emilyId}`)).status).toBe(404);
    expect((await admin.get(`/api/candidates/resume/${emilyId}`)).status).toBe(404);

    const history = (await admin.get(`/api/admin/candidates/${emilyId}/history`)).body;
    expect(history.erased).toBe(true);
    expect(history.entries[0]).toMatchObject({ kind: 'erased', actor: { email: 'boss@example.com' } });
    expect(history.entries[1].changes[0]).toMatchObject({ field: 'english', old: 3.5, new: 4.2 });
    const added = history.entries.at(-1);
    expect(added.changes).toContainEqual({ field: 'name', old: null, new: null, personal: true, redacted: true });

    const secrets = ['Emily', 'emily.zhang.ml', '555-0134', '5550134', 'RAG well'];
    const scan = async () => {
      const models = await pool.query<{ text: string }>(
        `SELECT string_agg(t::text, ' ') AS text FROM (
           SELECT c::text AS t FROM ${CANDIDATES_SCHEMA}.candidates c UNION ALL SELECT h::text FROM ${CANDIDATES_SCHEMA}.history h) x`,
      );
      return (await eventsText()) + (models.rows[0]?.text ?? '');
    };
    expect(resumeBlob).toMatch(/^[0-9a-f]{64}$/);
    expect(await app.runtime.store.readStream(`candidate-${emilyId}`)).toHaveLength(4);
    const blobs = new FileBlobStore(join(app.dataDir, 'blobs'));
    // The second upload of the same file (the duplicate check above) was never saved: its hold keeps the
    // bytes for a review that may still be saved, and the file goes once that hold lapses.
    expect(await blobs.exists(String(resumeBlob))).toBe(true);
    await pool.query(`UPDATE platform.blob_owners SET expires_at = now() WHERE sha256 = $1`, [resumeBlob]);
    expect(await (await OwnedBlobStore.open(pool, blobs)).sweepLapsedHolds()).toBe(1);
    expect(await blobs.exists(String(resumeBlob))).toBe(false);
    const stored = await scan();
    for (const secret of secrets) expect(stored).not.toContain(secret);

    const candidates = projections.find((p) => p.name === 'candidates');
    if (!candidates) throw new Error('no candidates projection');
    const rebuild = await requestRebuild(pool, candidates);
    for (let i = 0; i < 200; i++) {
      const { rows } = await pool.query(`SELECT 1 FROM projections.catalog WHERE schema = $1 AND state = 'live'`, [
        rebuild.schema,
      ]);
      if (rows.length) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const rebuilt = await pool.query<{ text: string }>(
      `SELECT coalesce(string_agg(t, ' '), '') AS text FROM (
         SELECT c::text AS t FROM ${rebuild.schema}.candidates c UNION ALL SELECT h::text FROM ${rebuild.schema}.history h) x`,
    );
    expect(rebuilt.rows[0]?.text).toContain('王思远');
    for (const secret of secrets) expect(rebuilt.rows[0]?.text).not.toContain(secret);
    const afterRebuild = (await admin.get(`/api/admin/candidates/${emilyId}/history`)).body;
    expect(afterRebuild.entries).toHaveLength(4);
  });

  it('seeds a dozen demo candidates through the same commands, dated recently', async () => {
    const before = (await list('?limit=1')).total;
    const lastMonth = async () => (await admin.get('/api/admin/dashboard?days=30')).body.totalCandidates as number;
    const inLastMonthBefore = await lastMonth();
    await seedCandidates({ store: app.runtime.store, pool: app.runtime.database.pool });
    // The seed writes without an HTTP answer to carry the position: wait for every read model to catch up (the
    // list and the dashboard are two projections; waiting on the list alone once read a half-built dashboard).
    await projectionsCaughtUp(app.runtime.database.pool);
    const after = await list('?limit=500');
    expect(after.total).toBe(before + 12);
    // Dated relative to now: most fall in the dashboard's default 30 days, none in the future.
    expect((await lastMonth()) - inLastMonthBefore).toBeGreaterThanOrEqual(9);
    const seeded = after.candidates.filter((c: { applyTime: string | null }) => c.applyTime);
    for (const c of seeded) expect(Date.parse(c.applyTime)).toBeLessThan(Date.now());
    expect((await list('?q=清华')).candidates.map((c: { name: string }) => c.name)).toEqual(['李娜']);
    const lina = after.candidates.find((c: { name: string }) => c.name === '李娜');
    const history = (await admin.get(`/api/admin/candidates/${lina.id}/history`)).body;
    expect(history.entries[0].changes).toContainEqual(
      expect.objectContaining({ field: 'interviewResult', old: 'Pending', new: 'Not Recommended' }),
    );
  });
});
