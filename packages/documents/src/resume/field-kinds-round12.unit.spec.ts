import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, twelfth round: name kinds the ninth blind hold-out showed, each pinned with a text of our own.

const fields = (lines: string[]) => extractResumeFields(lines.join('\n'));

describe('names with a title, a nickname and post-nominals together', () => {
  it('the name line wins over the subtitle under it', () => {
    const text = [
      'Prof. Ngozi (Zizi) Adeyemi-Hart, PhD',
      'Lead Research Scientist · Computer Vision',
      'Leeds, UK · ngozi.hart@example.org · +44 7700 900111',
    ];
    expect(fields(text).name).toBe('Ngozi Adeyemi-Hart');
  });
});

describe('a family name first, then a hyphenated given name', () => {
  it('is given back given name first, in mixed, upper and comma forms', () => {
    expect(fields(['Lin Yu-Ting', 'yuting.lin@example.com']).name).toBe('Yu-Ting Lin');
    expect(fields(['HUANG Kai-Wen', 'kw.huang@example.com']).name).toBe('Kai-Wen Huang');
    expect(fields(['Park, Ji-Hoon (Jay)', 'Current title\tData Engineer']).name).toBe('Ji-Hoon Park');
  });
  it('a given name before a hyphenated family name stays as written', () => {
    expect(fields(['Maria Lopez-Garcia', 'maria@example.com']).name).toBe('Maria Lopez-Garcia');
    expect(fields(['Wei-Ming Chang', 'wm@example.com']).name).toBe('Wei-Ming Chang');
  });
});

describe('a rare compound surname', () => {
  it('贺兰 starts a four-character name', () => {
    expect(fields(['贺兰思远', '电话：13800001111']).name).toBe('贺兰思远');
  });
});
