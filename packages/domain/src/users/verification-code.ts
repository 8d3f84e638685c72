import { assertNever, type Command, type Decider, type DomainEvent, eventMeta } from '../shared/decider.ts';
import { TooManyRequestsError, ValidationError } from '../shared/errors.ts';

/**
 * Email verification codes (registration and password reset): 6 characters, valid 10 minutes, stored
 * only as a hash, single use, at most one new code per 60 s, and at most 5 wrong tries per code. A resent
 * code does not void the ones before it: a first e-mail that arrives late is common, so any of the last
 * `LIVE_CODES` codes still within its own 10 minutes is accepted (using one uses them all).
 */
export type CodePurpose = 'registration' | 'password_reset';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const RESEND_LOCK_MS = 60 * 1000;
export const MAX_WRONG_TRIES = 5;
export const LIVE_CODES = 3;

export type VerificationCodeIssued = DomainEvent<
  'VerificationCodeIssued',
  { email: string; purpose: CodePurpose; codeHash: string; expiresAt: string }
>;
export type VerificationCodeRejected = DomainEvent<'VerificationCodeRejected', { email: string; purpose: CodePurpose }>;
export type VerificationCodeUsed = DomainEvent<'VerificationCodeUsed', { email: string; purpose: CodePurpose }>;
export type VerificationCodeEvent = VerificationCodeIssued | VerificationCodeRejected | VerificationCodeUsed;

interface IssuedCode {
  codeHash: string;
  expiresAt: string;
}
export type VerificationCode =
  | { status: 'none' }
  | {
      status: 'pending' | 'used';
      /** The last `LIVE_CODES` codes issued, oldest first; each expires on its own. */
      codes: IssuedCode[];
      issuedAt: string;
      wrongTries: number;
    };

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
      const live = state.status === 'pending' ? state.codes.filter((c) => now < Date.parse(c.expiresAt)) : [];
      if (state.status !== 'pending' || live.length === 0) throw invalidCode();
      if (state.wrongTries >= MAX_WRONG_TRIES) {
        throw new TooManyRequestsError('auth.tooManyWrongCodes');
      }
      const right = live.some((c) => c.codeHash === command.data.codeHash);
      const type = right ? 'VerificationCodeUsed' : 'VerificationCodeRejected';
      return [{ type, data: { email, purpose }, metadata: eventMeta(command) }];
    }
    default:
      return assertNever(command);
  }
}

export function evolveVerificationCode(state: VerificationCode, event: VerificationCodeEvent): VerificationCode {
  switch (event.type) {
    case 'VerificationCodeIssued': {
      // Codes issued before a use are spent with it: only those after it stay.
      const earlier = state.status === 'pending' ? state.codes : [];
      const issued = { codeHash: event.data.codeHash, expiresAt: event.data.expiresAt };
      return {
        status: 'pending',
        codes: [...earlier, issued].slice(-LIVE_CODES),
        issuedAt: event.metadata.at,
        // Five wrong tries for each code sent, as before resent codes stayed valid.
        wrongTries: 0,
      };
    }
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
