import { Document, Packer, Paragraph, TextRun } from 'docx';
import { afterAll, describe, expect, it } from 'vitest';
import { extractResumeFields } from '../resume/extract-resume-fields.ts';
import { closeDocumentWorkers, extractText } from './extract-text.ts';

afterAll(() => closeDocumentWorkers());

// A header cell that sets a city, a phone, an e-mail and a link as lines of one paragraph (Word's Shift+Enter,
// `<w:br/>`): mammoth's raw text dropped the breaks and glued them into one run.
async function headerCellDocx(): Promise<Uint8Array> {
  const lines = ['Lyon, France', '+33 6 12 34 56 78', 'camille.roux@example.fr', 'github.com/camroux'];
  const runs = lines.map((text, i) => new TextRun({ text, break: i > 0 ? 1 : 0 }));
  const doc = new Document({
    sections: [
      { children: [new Paragraph('Camille Roux'), new Paragraph({ children: runs }), new Paragraph('Skills')] },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

describe('DOCX line breaks inside a paragraph', () => {
  it('are new lines, so the contacts they separate are read apart', async () => {
    const { text } = await extractText(await headerCellDocx(), { fileName: 'cv.docx' });
    expect(text).toContain('Lyon, France\n+33 6 12 34 56 78\ncamille.roux@example.fr\ngithub.com/camroux\n\n');
    const fields = extractResumeFields(text);
    expect(fields.email).toBe('camille.roux@example.fr');
    expect(fields.phone).toBe('+33 6 12 34 56 78');
    expect(fields.github).toBe('https://github.com/camroux');
  });
});
