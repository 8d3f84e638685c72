import { reservationDecider, reservationStream } from '@tb/domain';
import type { EventStore } from '@tb/event-store';
import { loadAggregate } from '@tb/platform';

/** The id of the user holding this email, from its reservation stream (consistent, no read-model lag). */
export async function userIdForEmail(store: EventStore, email: string): Promise<string | null> {
  const { state } = await loadAggregate(store, reservationDecider, reservationStream('email', email));
  return state.status === 'taken' ? state.userId : null;
}
