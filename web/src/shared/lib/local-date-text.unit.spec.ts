import { describe, expect, it } from 'vitest';
import { dateText, parseDateText } from './local-date-text';

describe('dates as the reader writes them', () => {
  it('are shown month first in English and year first in Chinese', () => {
    expect(dateText('2026-03-05', 'en')).toBe('03/05/2026');
    expect(dateText('2026-03-05', 'zh')).toBe('2026/03/05');
    expect(dateText('', 'zh')).toBe('');
  });
  it('are read back in the same order, with any separator', () => {
    expect(parseDateText('3/5/2026', 'en')).toBe('2026-03-05');
    expect(parseDateText('2026年3月5日', 'zh')).toBe('2026-03-05');
    expect(parseDateText('2026-03-05', 'zh')).toBe('2026-03-05');
    expect(parseDateText('  ', 'en')).toBe('');
  });
  it('refuse what is not a date', () => {
    expect(parseDateText('02/30/2026', 'en')).toBeNull();
    expect(parseDateText('2026/13/01', 'zh')).toBeNull();
    expect(parseDateText('tomorrow', 'en')).toBeNull();
  });
});
