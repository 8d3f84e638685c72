import { Document, Footer, Header, Packer, Paragraph } from 'docx';
import { afterAll, describe, expect, it } from 'vitest';
import { extractResumeFields } from '../resume/extract-resume-fields.ts';
import { closeDocumentWorkers, extractText } from './extract-text.ts';

afterAll(() => closeDocumentWorkers());

// A resume whose body holds no contact at all: the page footer carries the e-mail and mobile beside a company
// registration number, and the page header the name (mammoth reads neither).
async function contactsInFooterDocx(nameInHeader = true): Promise<Uint8Array> {
  const header = nameInHeader ? 'Tomasz Wiśniewski-Hale' : 'Curriculum vitae';
  const footer = nameInHeader ? 'Company no. 40 311 207 958' : 'Tomasz Hale';
  const doc = new Document({
    sections: [
      {
        headers: { default: new Header({ children: [new Paragraph(header)] }) },
        footers: {
          default: new Footer({
            children: [new Paragraph(`${footer}  ·  tomasz.hale@example.net  ·  +48 512 330 871  ·  Gdańsk`)],
          }),
        },
        children: [new Paragraph('Experience'), new Paragraph('Data Engineer, Baltic Freight, 2019 – now')],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

describe('DOCX page headers and footers', () => {
  it('are read around the body, header first and footer last, so contacts kept only in a footer are found', async () => {
    const { text } = await extractText(await contactsInFooterDocx(), { fileName: 'cv.docx' });
    const header = text.indexOf('Tomasz Wiśniewski-Hale');
    const body = text.indexOf('Experience');
    const footer = text.indexOf('tomasz.hale@example.net');
    expect(header).toBeGreaterThanOrEqual(0);
    expect(body).toBeGreaterThan(header);
    expect(footer).toBeGreaterThan(body);
    const fields = extractResumeFields(text);
    expect(fields.name).toBe('Tomasz Wiśniewski-Hale');
    expect(fields.email).toBe('tomasz.hale@example.net');
    expect(fields.phone).toBe('+48 512 330 871');
  });

  it('give the name from the footer’s contact line when nothing at the top is one', async () => {
    const { text } = await extractText(await contactsInFooterDocx(false), { fileName: 'cv.docx' });
    const fields = extractResumeFields(text);
    expect(fields.name).toBe('Tomasz Hale');
    expect(fields.email).toBe('tomasz.hale@example.net');
  });
});
