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
});
