import { readStored, writeStored } from './storage';

/**
 * Read-your-writes: every command response carries the event-store position of its last event
 * (`x-event-position`); the next GETs send it back as `x-min-position` so the query side answers only once
 * its read models include that write. Positions are opaque strings and the server issues them in increasing
 * order for a client session, so the last one seen is the highest. It is kept in sessionStorage because some
 * flows (login) continue after a full page load.
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
  lastPosition = value;
  writeStored(STORAGE_KEY, value, 'session');
}

/** Tests only: forget the remembered position. */
export function resetPosition(): void {
  lastPosition = null;
}
