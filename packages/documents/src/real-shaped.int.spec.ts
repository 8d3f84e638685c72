import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { extractResume } from './resume/extract-resume.ts';
import { FIXTURES } from './testing/labelled-set.ts';
import { scoreTruthSet } from './testing/truth-set.ts';
import { closeDocumentWorkers } from './text/extract-text.ts';

afterAll(() => closeDocumentWorkers());

const fixture = (file: string) => new Uint8Array(readFileSync(`${FIXTURES}real-shaped/${file}`));

describe('real-world-shaped documents (issue 23)', () => {
  it('warns when a font maps the letters to garbage, instead of coming back silently empty', async () => {
    const garbled = await extractResume(fixture('en-garbled-font.pdf'), 'cv.pdf');
    expect(garbled.warnings).toEqual(['unreadableText']);
    const readable = await extractResume(fixture('zh-word-spaced-labels.docx'), 'cv.docx');
    expect(readable.warnings).toEqual([]);
  });

  it('reads a Word table with padded labels, a rare surname, a long school name and a placeholder', async () => {
    const report = await scoreTruthSet(`${FIXTURES}real-shaped`);
    expect(report.misses).toEqual([]);
  });
});
