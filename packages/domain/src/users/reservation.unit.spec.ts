import { describe, expect, it } from 'vitest';
import { IllegalStateError } from '../shared/errors.ts';
import { specFor } from '../shared/testing.ts';
import { type ReservationEvent, reservationDecider, reservationStream } from './reservation.ts';

const given = specFor(reservationDecider);
const metadata = { actorId: 'visitor', now: '2026-11-22T10:00:00.000Z' };
const reserved = (userId: string): ReservationEvent => ({
  type: 'ValueReserved',
  data: { kind: 'email', value: 'ana@example.com', userId },
  metadata: { actorId: 'visitor', at: metadata.now },
});
const reserve = (userId: string) => ({
  type: 'ReserveValue' as const,
  data: { kind: 'email' as const, value: 'ana@example.com', userId },
  metadata,
});

describe('reservations', () => {
  it('reserves a free value', () => {
    given([])
      .when(reserve('u1'))
      .expectEvents([reserved('u1')]);
  });
  it('refuses a value someone else holds', () => {
    given([reserved('u1')])
      .when(reserve('u2'))
      .expectError(IllegalStateError, 'auth.emailTaken');
  });
  it('is idempotent for the holder', () => {
    given([reserved('u1')])
      .when(reserve('u1'))
      .expectEvents([]);
  });
  it('names the stream case-insensitively', () => {
    expect(reservationStream('email', ' Ana@Example.COM ')).toBe(reservationStream('email', 'ana@example.com'));
  });
});
