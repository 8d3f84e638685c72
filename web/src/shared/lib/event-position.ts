import { readStored, writeStored } from './storage';

/**
 * Read-your-writes: every command response carries the event-store position of its last event
 * (`x-event-position`); the next GETs send it back as `x-min-position` so the query side answers only once
 * its read models include that write. Positions are opaque, but the server writes them as fixed-width text,
 * so a longer one is later and equal lengths compare as text. Answers to concurrent commands can arrive in
 * any order, so the highest seen is kept, not the last. It lives in sessionStorage because some flows
 * (login) continue after a full page load.
 */
export const EVENT_POSITION_HEADER = 'x-event-position';
export const MIN_POSITION_HEADER = 'x-min-position';
const STORAGE_KEY = 'talentbridge.position';

let lastPosition: string | null | undefined;

export function minPosition(): string | null {
  if (lastPosition === undefined) lastPosition = readStored(STORAGE_KEY, 'session');
  return lastPosition;
}

export function rememberPosition(position: string | null): void {
  const value = position?.trim();
  if (!value) return;
  const current = minPosition();
  if (current && isAfter(current, value)) return;
  lastPosition = value;
  writeStored(STORAGE_KEY, value, 'session');
}

function isAfter(a: string, b: string): boolean {
  return a.length !== b.length ? a.length > b.length : a > b;
}

/** Tests only: forget the remembered position. */
export function resetPosition(): void {
  lastPosition = null;
}
