import { describe, expect, it } from 'vitest';
import { RateMeter, renderProgress } from './progress-bar.ts';

describe('renderProgress', () => {
  it('shows the share done, the counts, the speed and the time left', () => {
    expect(renderProgress({ done: 45_000, total: 100_000, eventsPerSecond: 11_000 }, 20)).toBe(
      '[#########-----------]   45%  45,000/100,000 events  11,000 ev/s  ETA 5s',
    );
  });

  it('says minutes and hours past 60 seconds and ? before any speed is known', () => {
    expect(renderProgress({ done: 0, total: 1_000_000, eventsPerSecond: 1_000 }, 4)).toContain('ETA 16m40s');
    expect(renderProgress({ done: 0, total: 10_000_000, eventsPerSecond: 1_000 }, 4)).toContain('ETA 2h46m');
    expect(renderProgress({ done: 0, total: 10, eventsPerSecond: 0 }, 4)).toContain('ETA ?');
  });

  it('shows only the count when the total is unknown', () => {
    expect(renderProgress({ done: 1234, total: null, eventsPerSecond: 10 })).toBe('1,234 events  10 ev/s');
  });
});

describe('RateMeter', () => {
  it('measures over the recent window only', () => {
    const meter = new RateMeter(1_000);
    meter.sample(0, 0);
    expect(meter.sample(1_000, 500)).toBe(2_000);
    meter.sample(1_000, 1_000);
    expect(meter.sample(1_000, 3_000)).toBe(0);
  });
});
