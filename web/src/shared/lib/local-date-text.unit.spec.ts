import { describe, expect, it } from 'vitest';
import { dateText, dateTimeText, parseDateText, parseDateTimeText } from './local-date-text';

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

  it('with a time, read and written in the same order, 24-hour', () => {
    expect(dateTimeText('2026-11-26T14:05:09', 'en')).toBe('11/26/2026 14:05:09');
    expect(dateTimeText('2026-11-26T14:05', 'zh')).toBe('2026/11/26 14:05:00');
    expect(dateTimeText('', 'zh')).toBe('');
    expect(parseDateTimeText('11/26/2026 14:05:09', 'en')).toBe('2026-11-26T14:05:09');
    expect(parseDateTimeText('2026/11/26 14:05', 'zh')).toBe('2026-11-26T14:05:00');
    expect(parseDateTimeText('2026年11月26日 下午2:05', 'zh')).toBe('2026-11-26T14:05:00');
    expect(parseDateTimeText('11/26/2026 12:30 am', 'en')).toBe('2026-11-26T00:30:00');
    expect(parseDateTimeText('11/26/2026', 'en')).toBe('2026-11-26T00:00:00');
    expect(parseDateTimeText(' ', 'en')).toBe('');
  });
  it('with a time, refuse what is not one', () => {
    expect(parseDateTimeText('2026/11/26 24:00', 'zh')).toBeNull();
    expect(parseDateTimeText('11/26/2026 13:00 pm', 'en')).toBeNull();
    expect(parseDateTimeText('11/31/2026 10:00', 'en')).toBeNull();
    expect(parseDateTimeText('11/26/2026 10:61', 'en')).toBeNull();
  });
});
