import { type ReservationKind, reservationDecider, reservationStream } from '@tb/domain';
import type { EventStore } from '@tb/event-store';
import { loadAggregate } from '@tb/platform';

/** The id of the user holding this email or username, from its reservation stream (consistent, no read-model lag). */
export async function reservationHolder(
  store: EventStore,
  kind: ReservationKind,
  value: string,
): Promise<string | null> {
  const { state } = await loadAggregate(store, reservationDecider, reservationStream(kind, value));
  return state.status === 'taken' ? state.userId : null;
}

export const userIdForEmail = (store: EventStore, email: string) => reservationHolder(store, 'email', email);
