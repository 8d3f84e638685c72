import { reservationDecider, reservationStream } from '@tb/domain';
import type { EventStore } from '@tb/event-store';
import { toDomainEvent } from '@tb/platform';

/** The id of the user holding this email, from its reservation stream (consistent, no read-model lag). */
export async function userIdForEmail(store: EventStore, email: string): Promise<string | null> {
  const events = await store.readStream(reservationStream('email', email));
  const state = events.reduce(
    (s, e) => reservationDecider.evolve(s, toDomainEvent(e)),
    reservationDecider.initialState(),
  );
  return state.status === 'taken' ? state.userId : null;
}
