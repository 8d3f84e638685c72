import type { MessageKey } from '@tb/contracts';
import { assertNever, type Command, type Decider, type DomainEvent, eventMeta } from '../shared/decider.ts';
import { IllegalStateError } from '../shared/errors.ts';

/**
 * Unique values (email, username) are claimed by appending to a stream named after the value: the event
 * store lets exactly one writer create a stream, so two concurrent registrations can never both win.
 */
export type ReservationKind = 'email' | 'username' | 'username-skeleton';

export type ValueReserved = DomainEvent<'ValueReserved', { kind: ReservationKind; value: string; userId: string }>;
export type ValueReleased = DomainEvent<'ValueReleased', { kind: ReservationKind; value: string; userId: string }>;
export type ReservationEvent = ValueReserved | ValueReleased;

export type Reservation = { status: 'free' } | { status: 'taken'; userId: string };

export type ReserveValue = Command<'ReserveValue', { kind: ReservationKind; value: string; userId: string }>;
export type ReleaseValue = Command<'ReleaseValue', { kind: ReservationKind; value: string; userId: string }>;
export type ReservationCommand = ReserveValue | ReleaseValue;

/** Emails compare case-insensitively; usernames too, so 'Ana' and 'ana' are one person. */
export const normalizeReservedValue = (value: string) => value.trim().toLowerCase();
export const reservationStream = (kind: ReservationKind, value: string) => `${kind}-${normalizeReservedValue(value)}`;

const TAKEN = {
  email: 'auth.emailTaken',
  username: 'auth.usernameTaken',
  'username-skeleton': 'security.usernameLookAlike',
} as const satisfies Record<ReservationKind, MessageKey>;

export function decideReservation(command: ReservationCommand, state: Reservation): ReservationEvent[] {
  switch (command.type) {
    case 'ReserveValue':
      if (state.status === 'taken') {
        if (state.userId === command.data.userId) return [];
        throw new IllegalStateError(TAKEN[command.data.kind]);
      }
      return [{ type: 'ValueReserved', data: command.data, metadata: eventMeta(command) }];
    case 'ReleaseValue':
      if (state.status !== 'taken' || state.userId !== command.data.userId) return [];
      return [{ type: 'ValueReleased', data: command.data, metadata: eventMeta(command) }];
    default:
      return assertNever(command);
  }
}

export function evolveReservation(_state: Reservation, event: ReservationEvent): Reservation {
  switch (event.type) {
    case 'ValueReserved':
      return { status: 'taken', userId: event.data.userId };
    case 'ValueReleased':
      return { status: 'free' };
    default:
      return assertNever(event);
  }
}

export const reservationDecider: Decider<ReservationCommand, ReservationEvent, Reservation> = {
  decide: decideReservation,
  evolve: evolveReservation,
  initialState: () => ({ status: 'free' }),
};
