import { describe, it } from 'vitest';
import { TooManyRequestsError, ValidationError } from '../shared/errors.ts';
import { specFor } from '../shared/testing.ts';
import { type UseCode, type VerificationCodeEvent, verificationCodeDecider } from './verification-code.ts';

const given = specFor(verificationCodeDecider);
const email = 'ana@example.com';
const purpose = 'registration' as const;
const at = (iso: string) => ({ actorId: 'visitor', at: iso });
const issued: VerificationCodeEvent = {
  type: 'VerificationCodeIssued',
  data: { email, purpose, codeHash: 'right', expiresAt: '2026-11-22T10:10:00.000Z' },
  metadata: at('2026-11-22T10:00:00.000Z'),
};
const use = (codeHash: string, now = '2026-11-22T10:05:00.000Z'): UseCode => ({
  type: 'UseCode',
  data: { email, purpose, codeHash },
  metadata: { actorId: 'visitor', now },
});
const rejected: VerificationCodeEvent = {
  type: 'VerificationCodeRejected',
  data: { email, purpose },
  metadata: at('2026-11-22T10:05:00.000Z'),
};

describe('verification codes', () => {
  it('issues a code valid for 10 minutes', () => {
    given([])
      .when({
        type: 'IssueCode',
        data: { email, purpose, codeHash: 'right' },
        metadata: { actorId: 'visitor', now: '2026-11-22T10:00:00.000Z' },
      })
      .expectEvents([issued]);
  });

  it('locks a new code for 60 seconds', () => {
    const again = (now: string) => ({
      type: 'IssueCode' as const,
      data: { email, purpose, codeHash: 'x' },
      metadata: { actorId: 'visitor', now },
    });
    given([issued]).when(again('2026-11-22T10:00:59.000Z')).expectError(TooManyRequestsError);
    given([issued])
      .when(again('2026-11-22T10:01:00.000Z'))
      .expectEvents([
        {
          type: 'VerificationCodeIssued',
          data: { email, purpose, codeHash: 'x', expiresAt: '2026-11-22T10:11:00.000Z' },
          metadata: at('2026-11-22T10:01:00.000Z'),
        },
      ]);
  });

  it('uses the right code once', () => {
    const used: VerificationCodeEvent = {
      type: 'VerificationCodeUsed',
      data: { email, purpose },
      metadata: at('2026-11-22T10:05:00.000Z'),
    };
    given([issued]).when(use('right')).expectEvents([used]);
    given([issued, used]).when(use('right')).expectError(ValidationError, 'auth.codeInvalid');
  });

  it('records a wrong code', () => {
    given([issued]).when(use('wrong')).expectEvents([rejected]);
  });

  it('refuses an expired code', () => {
    given([issued]).when(use('right', '2026-11-22T10:10:00.000Z')).expectError(ValidationError);
  });

  it('refuses the 6th try after 5 wrong codes, even when it is right', () => {
    given([issued, rejected, rejected, rejected, rejected, rejected])
      .when(use('right'))
      .expectError(TooManyRequestsError);
    given([issued, rejected, rejected, rejected, rejected])
      .when(use('right'))
      .expectEvents([
        { type: 'VerificationCodeUsed', data: { email, purpose }, metadata: at('2026-11-22T10:05:00.000Z') },
      ]);
  });

  it('keeps the last three codes valid, each until its own expiry, and spends them all with one', () => {
    const again = (codeHash: string, minute: number): VerificationCodeEvent => {
      const sent = Date.parse('2026-11-22T10:00:00.000Z') + minute * 60_000;
      return {
        type: 'VerificationCodeIssued',
        data: { email, purpose, codeHash, expiresAt: new Date(sent + 10 * 60_000).toISOString() },
        metadata: at(new Date(sent).toISOString()),
      };
    };
    const usedAt = (now: string): VerificationCodeEvent => ({
      type: 'VerificationCodeUsed',
      data: { email, purpose },
      metadata: at(now),
    });
    // The first e-mail arrives after the resend: its code is still good.
    given([issued, again('second', 1)])
      .when(use('right'))
      .expectEvents([usedAt('2026-11-22T10:05:00.000Z')]);
    given([issued, again('second', 1)])
      .when(use('second'))
      .expectEvents([usedAt('2026-11-22T10:05:00.000Z')]);
    // A fourth code pushes the first out.
    given([issued, again('second', 1), again('third', 2), again('fourth', 3)])
      .when(use('right'))
      .expectEvents([rejected]);
    // The first expires at 10:10 while the second lives until 10:11.
    given([issued, again('second', 1)])
      .when(use('right', '2026-11-22T10:10:30.000Z'))
      .expectEvents([{ ...rejected, metadata: at('2026-11-22T10:10:30.000Z') }]);
    given([issued, again('second', 1), usedAt('2026-11-22T10:02:00.000Z')])
      .when(use('right'))
      .expectError(ValidationError, 'auth.codeInvalid');
    // After a use, a new code does not bring the spent ones back.
    given([issued, usedAt('2026-11-22T10:00:30.000Z'), again('second', 1)])
      .when(use('right'))
      .expectEvents([rejected]);
  });
});
