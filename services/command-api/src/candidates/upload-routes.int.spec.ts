import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { candidateStream } from '@tb/domain';
import { localize } from '@tb/platform';
import { describe, expect, it } from 'vitest';
import { routeSpecContext } from '../testing/command-test-app.ts';
import { multipartForm } from '../testing/multipart.ts';

const spec = routeSpecContext();

type Headers = Record<string, string>;

const post = (url: string, body: ReturnType<typeof multipartForm>, headers: Headers) =>
  spec.api.app.inject({ method: 'POST', url, headers: { ...body.headers, ...headers }, payload: body.payload });

// A Windows program renamed to .pdf: its bytes say what it is.
const PROGRAM = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
// A PDF the parser cannot read is still a PDF: kept, and answered with an empty review form.
const BROKEN_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');

const uploadResume = (bytes: Buffer, name: string, headers: Headers = spec.asAdmin()) =>
  post('/api/admin/upload-candidate', multipartForm({}, { field: 'resume', bytes, name }), headers);
const uploadPortfolio = (fields: Record<string, string>, headers: Headers = spec.asAdmin()) =>
  post(
    '/api/admin/upload-candidate-portfolio',
    multipartForm(fields, { field: 'portfolio', bytes: BROKEN_PDF, name: 'work.pdf' }),
    headers,
  );
const attachResume = (id: string, headers: Headers = spec.asAdmin()) =>
  post(
    `/api/admin/candidates/${id}/resume`,
    multipartForm({}, { field: 'resume', bytes: BROKEN_PDF, name: 'cv.pdf' }),
    headers,
  );

/** The files the blob store keeps (content-addressed, in subfolders); its temporary files are not counted. */
async function storedFiles(): Promise<number> {
  const entries = await readdir(join(spec.api.resources.dataDir, 'blobs'), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries.filter((entry) => entry.isFile() && !entry.name.includes('.tmp')).length;
}

/** Every owner of the files the candidate's stream owns. */
async function ownersOfFilesOf(id: string): Promise<string[]> {
  const { rows } = await spec.api.resources.shared.pool.query<{ owner: string }>(
    `SELECT owner FROM platform.blob_owners
      WHERE sha256 IN (SELECT sha256 FROM platform.blob_owners WHERE owner = $1) ORDER BY owner`,
    [candidateStream(id)],
  );
  return rows.map((row) => row.owner);
}

async function eventTypes(id: string): Promise<string[]> {
  return (await spec.api.resources.shared.store.readStream(candidateStream(id))).map((event) => event.type);
}

describe('POST /api/admin/upload-candidate', () => {
  it('refuses a visitor with 401 and a user with 403 before reading the file', async () => {
    const before = await storedFiles();
    const visitor = await uploadResume(BROKEN_PDF, 'cv.pdf', {});
    expect([visitor.statusCode, visitor.json().message]).toEqual([401, localize('common.signInFirst', 'en')]);
    const signedIn = await uploadResume(BROKEN_PDF, 'cv.pdf', { cookie: spec.user.cookie });
    expect([signedIn.statusCode, signedIn.json().message]).toEqual([403, localize('common.notAllowed', 'en')]);
    expect(await storedFiles()).toBe(before);
  });

  it('refuses a file that is not a PDF or Word document by its bytes, in both languages, keeping nothing', async () => {
    const before = await storedFiles();
    for (const lang of ['en', 'zh'] as const) {
      const answer = await uploadResume(PROGRAM, 'resume.pdf', spec.asAdmin({ 'x-lang': lang }));
      expect([answer.statusCode, answer.json().message]).toEqual([400, localize('candidate.resumeType', lang)]);
    }
    expect(await storedFiles()).toBe(before);
  });

  it('answers an unreadable PDF with a review form and a link that saving claims; a retried save adds nobody', async () => {
    const uploaded = await uploadResume(BROKEN_PDF, 'cv.pdf');
    expect(uploaded.statusCode).toBe(200);
    const { extractedData, requiresReview } = uploaded.json();
    expect(requiresReview).toBe(true);
    expect(extractedData).toMatchObject({
      name: '',
      resumeFileName: 'cv.pdf',
      resumeLink: expect.stringMatching(/^upload:/),
    });

    const key = spec.asAdmin({ 'idempotency-key': `upload-save-${randomUUID()}` });
    const body = { ...extractedData, name: 'Read By Hand' };
    const save = () =>
      spec.api.app.inject({ method: 'POST', url: '/api/admin/save-candidate', headers: key, payload: body });
    const saved = await save();
    expect(saved.statusCode).toBe(201);
    const id = saved.json().id;
    expect(await eventTypes(id)).toEqual(['CandidateAdded']);
    // The candidate owns the file now; the upload's hold on it is settled.
    expect(await ownersOfFilesOf(id)).toEqual([candidateStream(id)]);

    const retried = await save();
    expect([retried.statusCode, retried.json().id]).toEqual([201, id]);
    expect(await eventTypes(id)).toEqual(['CandidateAdded']);

    // Erased in between: the retry still gets its first answer, and adds nobody.
    const erased = await spec.api.app.inject({
      method: 'DELETE',
      url: `/api/admin/candidates/${id}`,
      headers: spec.asAdmin(),
    });
    expect(erased.statusCode).toBe(200);
    const afterErasure = await save();
    expect([afterErasure.statusCode, afterErasure.json().id]).toEqual([201, id]);
    expect(await eventTypes(id)).toEqual(['CandidateAdded', 'CandidateErased']);
  });

  it('refuses a forged upload link with 409 in the caller’s language and adds nobody', async () => {
    const answer = await spec.api.app.inject({
      method: 'POST',
      url: '/api/admin/save-candidate',
      headers: spec.asAdmin({ 'x-lang': 'zh' }),
      payload: { name: 'Forged', resumeLink: 'upload:not-sealed-by-us' },
    });
    expect([answer.statusCode, answer.json().message]).toEqual([409, localize('candidate.uploadExpired', 'zh')]);
  });
});

describe('POST /api/admin/upload-candidate-portfolio', () => {
  it('asks for the candidate’s name on the review form, in both languages, keeping nothing', async () => {
    const before = await storedFiles();
    for (const lang of ['en', 'zh'] as const) {
      const answer = await uploadPortfolio({ review: '1' }, spec.asAdmin({ 'x-lang': lang }));
      expect([answer.statusCode, answer.json().message]).toEqual([
        400,
        localize('candidate.candidateNameRequired', lang),
      ]);
    }
    expect(await storedFiles()).toBe(before);
  });

  it('answers 404 for a candidate that does not exist and keeps nothing', async () => {
    const before = await storedFiles();
    const answer = await uploadPortfolio({ candidateId: randomUUID() }, spec.asAdmin({ 'x-lang': 'zh' }));
    expect([answer.statusCode, answer.json().message]).toEqual([404, localize('candidate.notFound', 'zh')]);
    expect(await storedFiles()).toBe(before);
  });

  it('attaches the portfolio to a candidate named by id', async () => {
    const saved = await spec.api.app.inject({
      method: 'POST',
      url: '/api/admin/save-candidate',
      headers: spec.asAdmin(),
      payload: { name: 'Has Portfolio' },
    });
    const id = saved.json().id;
    const answer = await uploadPortfolio({ candidateId: id });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ candidateId: id, portfolioFileName: 'work.pdf' });
    expect(await eventTypes(id)).toEqual(['CandidateAdded', 'CandidatePortfolioAttached']);
  });
});

describe('an empty file', () => {
  it('is answered “The file is empty” in both languages, on a parsed and on a streamed upload, keeping nothing', async () => {
    const before = await storedFiles();
    const empty = (lang: 'en' | 'zh') => ({
      resume: uploadResume(Buffer.alloc(0), 'cv.pdf', spec.asAdmin({ 'x-lang': lang })),
      portfolio: post(
        '/api/admin/upload-candidate-portfolio',
        multipartForm(
          { review: '1', candidateName: 'Empty Portfolio' },
          { field: 'portfolio', bytes: Buffer.alloc(0), name: 'work.zip' },
        ),
        spec.asAdmin({ 'x-lang': lang }),
      ),
    });
    for (const lang of ['en', 'zh'] as const) {
      for (const answer of await Promise.all(Object.values(empty(lang)))) {
        expect([answer.statusCode, answer.json().message]).toEqual([400, localize('common.emptyFile', lang)]);
      }
    }
    expect(await storedFiles()).toBe(before);
  });
});

describe('POST /api/admin/candidates/:id/resume', () => {
  it('refuses a user with 403, and answers 404 for an unknown candidate keeping nothing', async () => {
    const before = await storedFiles();
    expect((await attachResume(randomUUID(), { cookie: spec.user.cookie })).statusCode).toBe(403);
    const unknown = await attachResume(randomUUID());
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, localize('candidate.notFound', 'en')]);
    expect(await storedFiles()).toBe(before);
  });
});
