import { setTimeout as sleep } from 'node:timers/promises';
import { isDocumentError } from '@tb/documents';

/** The inbox's share of the parser threads: its messages take turns with users' uploads. */
export const INBOX_ACCOUNT = 'inbox';
const BUSY_TRIES = 6;
const BUSY_PAUSE_MS = 5_000;

export const isBusy = (error: unknown): boolean => isDocumentError(error) && error.code === 'busy';

/**
 * The inbox reads in the background: with every parser thread taken it waits and asks again (about half a
 * minute), rather than lose a message's content for good. Still busy: the error goes up, and the sync that read
 * the message reads it again later.
 */
export async function whenThreadFree<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (!isBusy(error) || attempt >= BUSY_TRIES) throw error;
      await sleep(BUSY_PAUSE_MS);
    }
  }
}
