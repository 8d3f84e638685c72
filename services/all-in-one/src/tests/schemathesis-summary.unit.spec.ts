import { describe, expect, it } from 'vitest';
import { plainSummary } from './schemathesis-summary.ts';

// The closing of a real run (CI, 2026-11-26), abridged.
const RUN = [
  'Running tests...',
  'SUMMARY ====================================',
  '',
  'API Operations:',
  '  Selected: 53/56',
  '  Tested: 53',
  '',
  'Test cases:',
  '  10673 generated, 10673 passed',
  '',
  '============================ 3 warnings in 150.01s =============================',
  '',
].join('\n');

describe('plainSummary', () => {
  it('keeps the summary and its facts but prints no line shaped like a pytest closing line', () => {
    const printed = plainSummary('admin', RUN);
    expect(printed).toContain('10673 generated, 10673 passed');
    expect(printed).toContain('Selected: 53/56');
    expect(printed.split('\n')[0]).toBe('Schemathesis as admin (3 warnings in 150.01s):');
    for (const line of printed.split('\n')) expect(line).not.toMatch(/^\s*=+.*=+\s*$|={3,}/);
    expect(printed).not.toContain('Running tests');
  });

  it('prints the whole output when there is no summary section', () => {
    expect(plainSummary('visitor', 'boom\n')).toBe('Schemathesis as visitor:\nboom');
  });
});
