import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyTimeAfterPosition, interviewTimeAfterTick, localDate } from './local-date';

// 07:30 in Shanghai on 2 March is still 1 March in UTC.
const earlyMorningInChina = new Date('2026-03-01T23:30:00Z');
let zone: string | undefined;
beforeEach(() => {
  zone = process.env.TZ;
});
afterEach(() => {
  process.env.TZ = zone;
});

describe('local today', () => {
  it('is the date where the admin is, not the UTC date', () => {
    process.env.TZ = 'Asia/Shanghai';
    expect(localDate(earlyMorningInChina)).toBe('2026-03-02');
    process.env.TZ = 'America/Los_Angeles';
    expect(localDate(earlyMorningInChina)).toBe('2026-03-01');
  });

  it('fills the application date on entering a position, and the interview date on ticking Interviewed', () => {
    process.env.TZ = 'Asia/Shanghai';
    expect(applyTimeAfterPosition('ML Engineer', '', earlyMorningInChina)).toBe('2026-03-02');
    expect(applyTimeAfterPosition('ML Engineer', '2026-01-05', earlyMorningInChina)).toBe('2026-01-05');
    expect(applyTimeAfterPosition('', '', earlyMorningInChina)).toBe('');
    expect(interviewTimeAfterTick(true, '', earlyMorningInChina)).toBe('2026-03-02');
    expect(interviewTimeAfterTick(true, undefined, earlyMorningInChina)).toBe('2026-03-02');
    expect(interviewTimeAfterTick(true, '2026-02-10', earlyMorningInChina)).toBe('2026-02-10');
    expect(interviewTimeAfterTick(false, '', earlyMorningInChina)).toBe('');
  });
});
