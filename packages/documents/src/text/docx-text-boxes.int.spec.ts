import { Document, Packer, Paragraph, Textbox } from 'docx';
import { afterAll, describe, expect, it } from 'vitest';
import { extractResumeFields } from '../resume/extract-resume-fields.ts';
import { closeDocumentWorkers, extractText } from './extract-text.ts';

afterAll(() => closeDocumentWorkers());

describe('DOCX text boxes', () => {
  it('are read once: a VML box that mammoth reads is not repeated, and its contact lines are found', async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            new Textbox({
              style: { width: '4in', height: 'auto' },
              children: [
                new Paragraph('Ngozi Adébáyọ̀-Clarke'),
                new Paragraph('ngozi.ac@example.org · +44 7700 900 461'),
              ],
            }),
            new Paragraph('Experience'),
            new Paragraph('Platform Engineer, Thames Freight, 2021 – now'),
          ],
        },
      ],
    });
    const { text } = await extractText(new Uint8Array(await Packer.toBuffer(doc)), { fileName: 'cv.docx' });
    expect(text.split('ngozi.ac@example.org')).toHaveLength(2);
    const fields = extractResumeFields(text);
    expect(fields.email).toBe('ngozi.ac@example.org');
    expect(fields.phone.replace(/\D/g, '')).toBe('447700900461');
  });
});
