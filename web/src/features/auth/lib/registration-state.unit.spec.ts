import { describe, expect, it } from 'vitest';
import {
  canVerify,
  codeProblem,
  initialRegistrationState as initial,
  type RegistrationEvent,
  registrationReducer,
} from './registration-state';

const run = (...events: RegistrationEvent[]) => events.reduce(registrationReducer, initial);

describe('registration email states', () => {
  it('offers Verify only for an address with @ and while nothing runs', () => {
    expect(canVerify('ada', initial)).toBe(false);
    expect(canVerify('ada@', initial)).toBe(true);
    expect(canVerify('ada@x.io', run({ type: 'checkStarted' }))).toBe(false);
    expect(canVerify('ada@x.io', run({ type: 'checkStarted' }, { type: 'checkAnswered', exists: false }))).toBe(false);
  });

  it('marks a registered address and sends nothing', () => {
    const state = run({ type: 'checkStarted' }, { type: 'checkAnswered', exists: true });
    expect(state).toMatchObject({ checked: true, exists: true, sending: false, codeSent: false });
  });

  it('sends a code for an unregistered address and remembers the code in development mode', () => {
    const state = run({ type: 'checkStarted' }, { type: 'checkAnswered', exists: false });
    expect(state).toMatchObject({ checked: true, exists: false, sending: true });
    expect(registrationReducer(state, { type: 'codeSent', code: 'AB12CD' })).toMatchObject({
      sending: false,
      codeSent: true,
      serverCodes: ['AB12CD'],
    });
  });

  it('keeps a code sent when the address is checked again or a new code is refused; clears it when edited', () => {
    const sent = run(
      { type: 'checkStarted' },
      { type: 'checkAnswered', exists: false },
      { type: 'codeSent', code: '1' },
    );
    expect(registrationReducer(sent, { type: 'sendFailed' })).toMatchObject({ codeSent: true, serverCodes: ['1'] });
    expect(registrationReducer(sent, { type: 'checkStarted' })).toMatchObject({ codeSent: true, serverCodes: ['1'] });
    expect(canVerify('ada@x.io', sent, 42)).toBe(false);
    expect(registrationReducer(sent, { type: 'emailEdited' })).toEqual(initial);
    expect(run({ type: 'checkStarted' }, { type: 'checkFailed' })).toEqual(initial);
  });
});

describe('codeProblem', () => {
  const sent = (code: string | null) =>
    run({ type: 'checkStarted' }, { type: 'checkAnswered', exists: false }, { type: 'codeSent', code });

  it('requires a sent and typed code', () => {
    expect(codeProblem(initial, '123456')).toBe('required');
    expect(codeProblem(sent('123456'), '  ')).toBe('required');
  });

  it('compares with the returned code in development mode', () => {
    expect(codeProblem(sent('123456'), '123457')).toBe('mismatch');
    expect(codeProblem(sent('123456'), ' 123456 ')).toBeNull();
  });

  it('accepts any of the last three codes sent: a late first e-mail still works', () => {
    let state = sent('111111');
    for (const code of ['222222', '333333']) state = registrationReducer(state, { type: 'codeSent', code });
    expect(codeProblem(state, '111111')).toBeNull();
    expect(codeProblem(state, '333333')).toBeNull();
    state = registrationReducer(state, { type: 'codeSent', code: '444444' });
    expect(codeProblem(state, '111111')).toBe('mismatch');
    expect(codeProblem(state, '222222')).toBeNull();
  });

  it('leaves the decision to the server when no code came back', () => {
    expect(codeProblem(sent(null), 'ANY123')).toBeNull();
  });
});
