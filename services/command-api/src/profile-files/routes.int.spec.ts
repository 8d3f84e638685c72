import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { localize } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandTestApp, type SignedIn, startCommandTestApp } from '../testing/command-test-app.ts';

let api: CommandTestApp;
let user: SignedIn;

beforeAll(async () => {
  api = await startCommandTestApp();
  user = await api.signIn();
});
afterAll(() => api?.close());

/** A multipart form with one file, as a browser sends it. */
function form(field: string, bytes: Buffer, fileName: string) {
  const boundary = '----tb-route-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

const upload = (bytes: Buffer, fileName: string, headers: Record<string, string> = {}) => {
  const body = form('resume', bytes, fileName);
  return api.app.inject({
    method: 'POST',
    url: '/api/user/resume',
    headers: { ...body.headers, ...headers },
    payload: body.payload,
  });
};

/** The files the blob store keeps (content-addressed, in subfolders); its temporary files are not counted. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(join(api.resources.dataDir, 'blobs'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((entry) => entry.isFile() && !entry.name.includes('.tmp')).map((entry) => entry.name);
}

// A Windows program renamed to .pdf: its bytes say what it is.
const PROGRAM = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
// A PDF the parser cannot read is still a PDF: kept, and answered with a warning.
const BROKEN_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');

describe('POST /api/user/resume', () => {
  it('refuses a file that is not a PDF or DOC by its bytes, in the caller’s language, and keeps nothing', async () => {
    const answer = await upload(PROGRAM, 'resume.pdf', { cookie: user.cookie, 'x-lang': 'zh' });
    expect([answer.statusCode, answer.json().message]).toEqual([400, localize('profileFile.resumeType', 'zh')]);
    expect(await api.resources.shared.blobs.usage(user.userId)).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a visitor with 401 before reading the file', async () => {
    const answer = await upload(BROKEN_PDF, 'cv.pdf');
    expect([answer.statusCode, answer.json().message]).toEqual([401, localize('common.signInFirst', 'en')]);
    expect(await storedFiles()).toEqual([]);
  });

  it('keeps a PDF, counted against its owner’s storage', async () => {
    const answer = await upload(BROKEN_PDF, 'cv.pdf', { cookie: user.cookie });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ resumeFileName: 'cv.pdf', warnings: ['skillsNotRead'] });
    expect(await api.resources.shared.blobs.usage(user.userId)).toBe(BROKEN_PDF.length);
    expect(await storedFiles()).toHaveLength(1);
  });
});
