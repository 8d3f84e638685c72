import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, thirteenth round: a family name in capitals first, and a business school's master's; our own texts.

const fields = (lines: string[]) => extractResumeFields(lines.join('\n'));

describe('a family name in capitals before a given name in mixed case', () => {
  it('is given back given name first', () => {
    expect(fields(['TANAKA Yui', 'Process Engineer · Nagoya', 'yui.tanaka@example.jp']).name).toBe('Yui Tanaka');
    expect(fields(['MARTIN Anne-Sophie', 'anne-sophie.martin@example.fr']).name).toBe('Anne-Sophie Martin');
  });
  it('leaves a given name first, a monogram and a name all in capitals as they were read', () => {
    expect(fields(['Anne-Sophie MARTIN', 'as.martin@example.fr']).name).toBe('Anne-Sophie Martin');
    expect(fields(['YT Yui Tanaka', 'yui.tanaka@example.jp']).name).toBe('Yui Tanaka');
    expect(fields(['YUI TANAKA', 'yui.tanaka@example.jp']).name).toBe('Yui Tanaka');
  });
});
