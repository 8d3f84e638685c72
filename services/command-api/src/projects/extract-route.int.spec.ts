import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { localize } from '@tb/platform';
import { describe, expect, it } from 'vitest';
import { routeSpecContext } from '../testing/command-test-app.ts';
import { multipartForm } from '../testing/multipart.ts';

const spec = routeSpecContext();

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../../../packages/documents/fixtures/openings/${name}`, import.meta.url)));
// A Windows program renamed to a document: its bytes say what it is.
const PROGRAM = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

const extract = (bytes: Buffer, name: string, headers: Record<string, string>) => {
  const form = multipartForm({}, { field: 'file', bytes, name });
  return spec.api.app.inject({
    method: 'POST',
    url: '/api/projects/extract',
    headers: { ...form.headers, ...headers },
    payload: form.payload,
  });
};

describe('POST /api/projects/extract', () => {
  it('refuses a visitor with 401 and a user with 403 before reading the document', async () => {
    const visitor = await extract(PROGRAM, 'opening.pdf', {});
    expect([visitor.statusCode, visitor.json().message]).toEqual([401, localize('common.signInFirst', 'en')]);
    const signedIn = await extract(PROGRAM, 'opening.pdf', { cookie: spec.user.cookie });
    expect([signedIn.statusCode, signedIn.json().message]).toEqual([403, localize('common.notAllowed', 'en')]);
  });

  it('refuses a file that is not a PDF or Word document by its bytes, in both languages', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const answer = await extract(PROGRAM, 'opening.docx', { cookie: spec.admin.cookie, 'x-lang': lang });
      expect([answer.statusCode, answer.json().message]).toEqual([400, localize('project.documentType', lang)]);
    }
  });

  it('fills the opening form from a real document, its description cleaned to the allowed HTML', async () => {
    const answer = await extract(fixture('opening-bilingual-fae.pdf'), 'fae.pdf', { cookie: spec.admin.cookie });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ titleEn: 'Vertex Silicon - Hardware FAE', typeEn: 'Contract' });
    expect(answer.json().descriptionEn).toContain('<li>Lead board bring-up and PCIe debugging');
  });
});
