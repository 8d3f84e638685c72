import { describe, expect, it } from 'vitest';
import { docxTextBoxes } from './docx-text-boxes.ts';

const paragraph = (...runs: string[]) => `<w:p><w:r>${runs.join('')}</w:r></w:p>`;
const t = (text: string) => `<w:t xml:space="preserve">${text}</w:t>`;
const box = (...paragraphs: string[]) => `<w:txbxContent>${paragraphs.join('')}</w:txbxContent>`;
/** A text box as Word writes it: DrawingML, with a VML copy for old readers. */
const drawnWithCopy = (inner: string) =>
  `<mc:AlternateContent><mc:Choice Requires="wps"><wps:txbx>${inner}</wps:txbx></mc:Choice>` +
  `<mc:Fallback><v:textbox>${inner}</v:textbox></mc:Fallback></mc:AlternateContent>`;

describe('docxTextBoxes: text boxes mammoth does not read', () => {
  it('reads a DrawingML box with no VML copy: paragraphs as lines, tabs, breaks and entities', () => {
    const xml = `<w:body>${paragraph(t('Experience'))}<w:drawing><wps:txbx>${box(
      paragraph(t('Aiko Tanaka-Berg')),
      paragraph(t('Mobile'), '<w:tab/>', t('+44 7700 900 123'), '<w:br/>', t('aiko&amp;co@example.org')),
    )}</wps:txbx></w:drawing></w:body>`;
    expect(docxTextBoxes(xml, 'Experience')).toEqual([
      'Aiko Tanaka-Berg\nMobile\t+44 7700 900 123\naiko&co@example.org',
    ]);
  });

  it('leaves out the VML copy and a box the body already holds (mammoth read its copy)', () => {
    const inner = box(paragraph(t('Contact')), paragraph(t('kasper@example.dk')));
    const xml = `<w:body>${drawnWithCopy(inner)}</w:body>`;
    expect(docxTextBoxes(xml, 'Name\n\nContact\n\nkasper@example.dk\n\n')).toEqual([]);
    expect(docxTextBoxes(xml, 'Name')).toEqual(['Contact\nkasper@example.dk']);
  });

  it('gives the same box once, and nothing for empty boxes or a document without boxes', () => {
    const same = `<wps:txbx>${box(paragraph(t('Skills: Rust, Go')))}</wps:txbx>`;
    expect(docxTextBoxes(`${same}${same}<wps:txbx>${box(paragraph(t(' ')))}</wps:txbx>`, '')).toEqual([
      'Skills: Rust, Go',
    ]);
    expect(docxTextBoxes(`<w:body>${paragraph(t('Only a body'))}</w:body>`, 'Only a body')).toEqual([]);
  });

  it('reads at most 50 boxes, whatever a crafted file holds', () => {
    const many = Array.from({ length: 5_000 }, (_, i) => `<wps:txbx>${box(paragraph(t(`box ${i}`)))}</wps:txbx>`);
    expect(docxTextBoxes(many.join(''), 'x'.repeat(100_000))).toHaveLength(50);
  });
});
