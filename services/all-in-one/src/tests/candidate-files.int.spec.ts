import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FileBlobStore } from '@tb/platform';
import { projections, requestRebuild } from '@tb/projectors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, startTestApp, type TestApp, TestClient } from '../testing.ts';
import { buildEmail, PDF } from './inbox-messages.ts';

/** Files are stored by content: identical files of different owners are one blob on disk. */
const fixture = (name: string) =>
  readFileSync(new URL(`../../../../packages/documents/fixtures/resumes/${name}`, import.meta.url));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let app: TestApp;
let admin: TestClient;
let blobs: FileBlobStore;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
  blobs = new FileBlobStore(join(app.dataDir, 'blobs'));
});
afterAll(() => app?.stop());

function form(field: string, bytes: Buffer, fileName: string, fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  body.append(field, new Blob([new Uint8Array(bytes)]), fileName);
  return body;
}

async function saveWithResume(file: string, name: string): Promise<string> {
  const uploaded = await admin.post('/api/admin/upload-candidate', form('resume', fixture(file), file));
  expect(uploaded.status).toBe(200);
  const saved = await admin.post('/api/admin/save-candidate', { ...uploaded.body.extractedData, name });
  expect(saved.status).toBe(201);
  return saved.body.id;
}

async function erase(id: string) {
  expect((await admin.delete(`/api/admin/candidates/${id}`)).status).toBe(200);
}

const owners = async (sha: string) =>
  (
    await app.runtime.database.pool.query<{ owner: string }>(
      'SELECT owner FROM platform.blob_owners WHERE sha256 = $1 ORDER BY owner',
      [sha],
    )
  ).rows.map((r) => r.owner);

describe('shared files and erasure', () => {
  it('keeps a file while another candidate has the same bytes, and deletes it with the last one', async () => {
    const bytes = fixture('en-ml-engineer.pdf');
    const first = await saveWithResume('en-ml-engineer.pdf', 'First Copy');
    const second = await saveWithResume('en-ml-engineer.pdf', 'Second Copy');
    // Candidate ids are random: compare as sets.
    expect((await owners(sha256(bytes))).sort()).toEqual([`candidate-${first}`, `candidate-${second}`].sort());

    await erase(first);
    expect((await admin.bytes(`/api/candidates/resume/${first}`)).status).toBe(404);
    const kept = await admin.bytes(`/api/candidates/resume/${second}`);
    expect(kept.status).toBe(200);
    expect(kept.bytes.equals(bytes)).toBe(true);

    await erase(second);
    expect(await blobs.exists(sha256(bytes))).toBe(false);
    expect(await owners(sha256(bytes))).toEqual([]);
  });

  it("keeps a contact message's attachment when a candidate with the same file is erased", async () => {
    const bytes = fixture('en-software-engineer.pdf');
    const visitor = new TestClient(app.url);
    const sent = await visitor.post(
      '/api/contact',
      form('file', bytes, 'cv.pdf', { name: 'Visitor', email: 'visitor@example.com', message: 'Hello there' }),
    );
    expect(sent.status).toBe(200);
    const candidate = await saveWithResume('en-software-engineer.pdf', 'Same File');
    await erase(candidate);
    expect(await blobs.exists(sha256(bytes))).toBe(true);
    expect((await owners(sha256(bytes))).map((o) => o.split('-')[0])).toEqual(['contact']);
  });

  it('attaches the portfolio uploader’s file to the candidate with that name, or says why not', async () => {
    const bytes = fixture('en-compiler-sidebar.pdf');
    const saved = await admin.post('/api/admin/save-candidate', { name: 'Portfolio Person' });
    const id = saved.body.id;
    const upload = (name: string) =>
      admin.post(
        '/api/admin/upload-candidate-portfolio',
        form('portfolio', bytes, 'work.pdf', { candidateName: name }),
      );

    const attached = await upload('  portfolio person ');
    expect(attached).toMatchObject({ status: 200, body: { candidateId: id, portfolioFileName: 'work.pdf' } });
    const detail = (await admin.get(`/api/admin/candidates/${id}`)).body;
    expect(detail).toMatchObject({ portfolioLink: `/api/candidates/portfolio/${id}`, portfolioFileName: 'work.pdf' });
    const download = await admin.bytes(detail.portfolioLink);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(bytes)).toBe(true);

    const none = await upload('Nobody Here');
    expect(none).toMatchObject({ status: 404, body: { message: 'No candidate is named "Nobody Here".' } });
    await admin.post('/api/admin/save-candidate', { name: 'Twin Name' });
    await admin.post('/api/admin/save-candidate', { name: 'twin name' });
    const several = await upload('Twin Name');
    expect(several.status).toBe(409);
    expect(several.body.message).toContain('Several candidates are named "Twin Name"');
    // The refused uploads left no owner behind: only the candidate that got the file holds it.
    expect(await owners(sha256(bytes))).toEqual([`candidate-${id}`]);
  });
});

describe('erasing a candidate saved from an inbox email', () => {
  it('erases the email too: no name, address or phone in the events, the read models or a rebuild', async () => {
    const pool = app.runtime.database.pool;
    const attachment = fixture('holdout-en-mlops.pdf');
    const raw = buildEmail({
      messageId: 'erase-me@example.net',
      from: 'quinn.applicant@example.net',
      fromName: 'Quinn Zephyrine',
      subject: 'Application from Quinn Zephyrine',
      text: 'Dear HR, please find my resume attached. Call me on 139 1234 5678. Quinn Zephyrine',
      attachments: [{ filename: 'Quinn-Zephyrine-resume.pdf', contentType: PDF, content: attachment }],
    });
    mkdirSync(join(app.dataDir, 'inbox'), { recursive: true });
    writeFileSync(join(app.dataDir, 'inbox', 'erase-me.eml'), raw);
    const loaded = (await admin.post('/api/admin/load-emails', {})).body;
    const email = loaded.emails.find((e: { subject: string }) => e.subject === 'Application from Quinn Zephyrine');
    expect(email).toBeDefined();
    const extracted = email.extractedData;
    const processed = await admin.post('/api/admin/process-email', {
      emailId: email.id,
      action: 'save',
      candidateData: { ...extracted, name: extracted.name || 'Quinn Zephyrine' },
    });
    expect(processed.status).toBe(200);
    const candidateId = processed.body.candidateId;

    const secrets = [
      'Quinn',
      'Zephyrine',
      'quinn.applicant',
      '139 1234 5678',
      '13912345678',
      extracted.name,
      extracted.email,
      extracted.phone,
      extracted.phone.replace(/\D/g, ''),
    ].filter((s: string) => s.length >= 4);
    const modelsText = async (schemas?: string[]) => {
      const { rows: tables } = await pool.query<{ schema: string; name: string }>(
        `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
          WHERE table_schema LIKE 'rm\\_%' AND ($1::text[] IS NULL OR table_schema = ANY($1))`,
        [schemas ?? null],
      );
      let text = '';
      for (const table of tables) {
        const { rows } = await pool.query<{ text: string }>(
          `SELECT coalesce(string_agg(t::text, ' '), '') AS text FROM ${table.schema}.${table.name} t`,
        );
        text += rows[0]?.text ?? '';
      }
      return text;
    };
    const eventsText = async () =>
      (
        await pool.query<{ text: string }>(
          `SELECT string_agg(data::text || metadata::text, ' ') AS text FROM event_store.events`,
        )
      ).rows[0]?.text ?? '';
    // Present before: the test would pass vacuously if the email's data never reached the read models.
    expect(await modelsText()).toContain('Quinn Zephyrine');
    expect(await blobs.exists(sha256(attachment))).toBe(true);

    await erase(candidateId);
    expect(await blobs.exists(sha256(attachment))).toBe(false);
    expect((await admin.bytes(email.attachments[0].url)).status).toBe(404);
    const stored = (await eventsText()) + (await modelsText());
    for (const secret of secrets) expect([secret, stored.includes(secret)]).toEqual([secret, false]);
    // The non-personal facts stay: the email came, had a resume, and was saved as that candidate.
    const { rows: facts } = await pool.query(
      `SELECT has_resume, action, candidate_id FROM rm_inbox_v2.emails WHERE email_id = $1`,
      [email.id],
    );
    expect(facts).toEqual([{ has_resume: true, action: 'save', candidate_id: candidateId }]);

    const rebuilt: string[] = [];
    for (const name of ['inbox', 'candidates']) {
      const projection = projections.find((p) => p.name === name);
      if (!projection) throw new Error(`no ${name} projection`);
      const { schema } = await requestRebuild(pool, projection);
      for (let i = 0; i < 200; i++) {
        const { rows } = await pool.query(`SELECT 1 FROM projections.catalog WHERE schema = $1 AND state = 'live'`, [
          schema,
        ]);
        if (rows.length) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      rebuilt.push(schema);
    }
    const afterRebuild = await modelsText(rebuilt);
    expect(afterRebuild).toContain(email.id);
    for (const secret of secrets) expect([secret, afterRebuild.includes(secret)]).toEqual([secret, false]);
  });
});

describe('possible duplicates while the review form is typed', () => {
  it('finds a saved candidate by its email or phone in another spelling, and forgets an erased one', async () => {
    const saved = await admin.post('/api/admin/save-candidate', {
      name: 'Dana Duplicate',
      email: 'Dana.Dup@Example.com',
      phone: '+86 138-0000-1111',
      position: 'LLM Engineer',
    });
    expect(saved.status).toBe(201);
    const id = saved.body.id;
    const check = async (query: string) => (await admin.get(`/api/admin/candidates/duplicates?${query}`)).body;

    expect(await check('email=%20dana.dup%40example.com%20')).toEqual({
      duplicates: [
        {
          id,
          name: 'Dana Duplicate',
          email: 'Dana.Dup@Example.com',
          phone: '+86 138-0000-1111',
          position: 'LLM Engineer',
          matchedOn: ['email'],
        },
      ],
    });
    expect((await check('email=other%40example.com&phone=13800001111')).duplicates).toEqual([
      expect.objectContaining({ id, matchedOn: ['phone'] }),
    ]);
    expect((await check('email=dana.dup%40example.com&phone=138%200000%201111')).duplicates[0].matchedOn).toEqual([
      'email',
      'phone',
    ]);
    // Too few digits to be a phone number, and nothing typed: no warning.
    expect(await check('phone=1111')).toEqual({ duplicates: [] });
    expect(await check('')).toEqual({ duplicates: [] });
    expect((await new TestClient(app.url).get('/api/admin/candidates/duplicates?email=a%40b.c')).status).toBe(401);

    await erase(id);
    expect(await check('email=dana.dup%40example.com')).toEqual({ duplicates: [] });
  });
});
