import type { RecordedEvent } from '@tb/event-store';
import { describe, expect, it } from 'vitest';
import { RecentEvents } from './recent-events.ts';

const at = (position: string): RecordedEvent => ({
  id: `id-${position}`,
  streamId: 's',
  revision: 0,
  position,
  type: 'T',
  schemaVersion: 1,
  data: {},
  metadata: {},
  recordedAt: new Date(0),
});
const positions = (events: RecordedEvent[] | undefined) => events?.map((e) => e.position);

describe('the recent events shared by projection workers', () => {
  it('knows nothing until a subscription starts, and again after it ends', () => {
    const recent = new RecentEvents();
    recent.push(at('1'));
    expect(recent.after(null, 10)).toBeUndefined();
    recent.reset('1');
    recent.push(at('2'));
    expect(positions(recent.after('1', 10))).toEqual(['2']);
    recent.clear();
    expect(recent.after('1', 10)).toBeUndefined();
    expect(recent.after('2', 10)).toBeUndefined();
  });

  it('answers the events after a position it holds, up to the limit, and none at the newest', () => {
    const recent = new RecentEvents();
    recent.reset(null);
    for (const p of ['1', '2', '3', '4']) recent.push(at(p));
    expect(positions(recent.after(null, 10))).toEqual(['1', '2', '3', '4']);
    expect(positions(recent.after('2', 10))).toEqual(['3', '4']);
    expect(positions(recent.after('1', 2))).toEqual(['2', '3']);
    expect(recent.after('4', 10)).toEqual([]);
  });

  it('sends a worker to the store for a position before what it holds, or one it has not received', () => {
    const recent = new RecentEvents();
    recent.reset('10');
    recent.push(at('11'));
    expect(recent.after('9', 10)).toBeUndefined();
    expect(recent.after('12', 10)).toBeUndefined();
    expect(recent.after(null, 10)).toBeUndefined();
  });

  it('keeps a bounded suffix, moving where it starts as it drops the oldest', () => {
    const recent = new RecentEvents(3);
    recent.reset('0');
    for (let p = 1; p <= 6; p++) recent.push(at(String(p)));
    // Six reached twice the capacity: the oldest three are dropped.
    expect(recent.after('0', 10)).toBeUndefined();
    expect(recent.after('2', 10)).toBeUndefined();
    expect(positions(recent.after('3', 10))).toEqual(['4', '5', '6']);
  });
});
