/** How many of the last codes sent stay valid (the server's LIVE_CODES, domain users/verification-code.ts). */
const LIVE_CODES = 3;

/**
 * The email part of registration: Verify checks the address; an unregistered
 * address gets a code at once; editing the address starts over.
 */
export interface RegistrationState {
  checking: boolean;
  /** The last check answered (for the address as it is now). */
  checked: boolean;
  exists: boolean;
  sending: boolean;
  codeSent: boolean;
  /**
   * The codes the server returned (development mode only), the last LIVE_CODES of them: a resend keeps the
   * earlier ones valid, as the server does. Empty means the server alone decides.
   */
  serverCodes: string[];
}

export const initialRegistrationState: RegistrationState = {
  checking: false,
  checked: false,
  exists: false,
  sending: false,
  codeSent: false,
  serverCodes: [],
};

export type RegistrationEvent =
  | { type: 'emailEdited' }
  | { type: 'checkStarted' }
  | { type: 'checkAnswered'; exists: boolean }
  | { type: 'checkFailed' }
  | { type: 'codeSent'; code: string | null }
  | { type: 'sendFailed' };

export function registrationReducer(state: RegistrationState, event: RegistrationEvent): RegistrationState {
  switch (event.type) {
    case 'emailEdited':
      return initialRegistrationState;
    // Checking the same address again keeps a code already sent: it stays valid (editing the address clears it).
    case 'checkStarted':
      return { ...state, checking: true };
    case 'checkAnswered':
      return { ...state, checking: false, checked: true, exists: event.exists, sending: !event.exists };
    case 'checkFailed':
      return initialRegistrationState;
    case 'codeSent':
      return {
        ...state,
        sending: false,
        codeSent: true,
        serverCodes: event.code === null ? [] : [...state.serverCodes, event.code].slice(-LIVE_CODES),
      };
    // A refused new code leaves the one sent before valid.
    case 'sendFailed':
      return { ...state, sending: false };
  }
}

/**
 * Verify is offered only for an address with an '@' while no check or send is running, and not while the resend
 * countdown after a code runs (the server would refuse a new code within 60 s).
 */
export function canVerify(email: string, state: RegistrationState, resendIn = 0): boolean {
  return email.includes('@') && !state.checking && !state.sending && resendIn === 0;
}

export type CodeProblem = 'required' | 'mismatch' | null;

/**
 * Whether the typed code may be submitted: a code must have been sent and typed, and where the server returned
 * it (development mode) the browser compares; otherwise the server decides.
 */
export function codeProblem(state: RegistrationState, typed: string): CodeProblem {
  const code = typed.trim();
  if (!state.codeSent || code === '') return 'required';
  if (state.serverCodes.length > 0 && !state.serverCodes.includes(code)) return 'mismatch';
  return null;
}
