import { assertNever, type Command, type Decider, type DomainEvent, eventMeta } from '../shared/decider.ts';
import { TooManyRequestsError, ValidationError } from '../shared/errors.ts';

/**
 * Email verification codes (registration and password reset): 6 characters, valid 10 minutes, stored
 * only as a hash, single use, at most one new code per 60 s, and at most 5 wrong tries per code.
 */
export type CodePurpose = 'registration' | 'password_reset';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const RESEND_LOCK_MS = 60 * 1000;
export const MAX_WRONG_TRIES = 5;

export type VerificationCodeIssued = DomainEvent<
  'VerificationCodeIssued',
  { email: string; purpose: CodePurpose; codeHash: string; expiresAt: string }
>;
export type VerificationCodeRejected = DomainEvent<'VerificationCodeRejected', { email: string; purpose: CodePurpose }>;
export type VerificationCodeUsed = DomainEvent<'VerificationCodeUsed', { email: string; purpose: CodePurpose }>;
export type VerificationCodeEvent = VerificationCodeIssued | VerificationCodeRejected | VerificationCodeUsed;

export type VerificationCode =
  | { status: 'none' }
  | { status: 'pending' | 'used'; codeHash: string; issuedAt: string; expiresAt: string; wrongTries: number };

export type IssueCode = Command<'IssueCode', { email: string; purpose: CodePurpose; codeHash: string }>;
export type UseCode = Command<'UseCode', { email: string; purpose: CodePurpose; codeHash: string }>;
export type VerificationCodeCommand = IssueCode | UseCode;

export const verificationStream = (purpose: CodePurpose, email: string) =>
  `verification-${purpose}-${email.trim().toLowerCase()}`;

export const invalidCode = () => new ValidationError('auth.codeInvalid');

export function decideVerificationCode(
  command: VerificationCodeCommand,
  state: VerificationCode,
): VerificationCodeEvent[] {
  const now = Date.parse(command.metadata.now);
  const { email, purpose } = command.data;
  switch (command.type) {
    case 'IssueCode': {
      if (state.status !== 'none' && now - Date.parse(state.issuedAt) < RESEND_LOCK_MS) {
        throw new TooManyRequestsError('auth.codeTooSoon');
      }
      const expiresAt = new Date(now + CODE_TTL_MS).toISOString();
      return [
        {
          type: 'VerificationCodeIssued',
          data: { email, purpose, codeHash: command.data.codeHash, expiresAt },
          metadata: eventMeta(command),
        },
      ];
    }
    case 'UseCode': {
      if (state.status !== 'pending' || now >= Date.parse(state.expiresAt)) throw invalidCode();
      if (state.wrongTries >= MAX_WRONG_TRIES) {
        throw new TooManyRequestsError('auth.tooManyWrongCodes');
      }
      const type = state.codeHash === command.data.codeHash ? 'VerificationCodeUsed' : 'VerificationCodeRejected';
      return [{ type, data: { email, purpose }, metadata: eventMeta(command) }];
    }
    default:
      return assertNever(command);
  }
}

export function evolveVerificationCode(state: VerificationCode, event: VerificationCodeEvent): VerificationCode {
  switch (event.type) {
    case 'VerificationCodeIssued':
      return {
        status: 'pending',
        codeHash: event.data.codeHash,
        issuedAt: event.metadata.at,
        expiresAt: event.data.expiresAt,
        wrongTries: 0,
      };
    case 'VerificationCodeRejected':
      return state.status === 'none' ? state : { ...state, wrongTries: state.wrongTries + 1 };
    case 'VerificationCodeUsed':
      return state.status === 'none' ? state : { ...state, status: 'used' };
    default:
      return assertNever(event);
  }
}

export const verificationCodeDecider: Decider<VerificationCodeCommand, VerificationCodeEvent, VerificationCode> = {
  decide: decideVerificationCode,
  evolve: evolveVerificationCode,
  initialState: () => ({ status: 'none' }),
};
