import { describe, expect, it } from 'vitest';
import { emailProblem, resetProblem } from './reset-checks';

const valid = { email: 'ada@example.com', code: 'AB12CD', password: 'secret1', confirm: 'secret1' };

describe('reset password checks', () => {
  it('needs a valid email', () => {
    expect(emailProblem('  ')).toBe('emailRequired');
    expect(emailProblem('ada@')).toBe('emailInvalid');
    expect(emailProblem('ada@example.com')).toBeNull();
  });

  it('needs a code, matching passwords and at least 6 characters', () => {
    expect(resetProblem(valid)).toBeNull();
    expect(resetProblem({ ...valid, email: '' })).toBe('emailRequired');
    expect(resetProblem({ ...valid, code: ' ' })).toBe('codeRequired');
    expect(resetProblem({ ...valid, confirm: 'secret2' })).toBe('mismatch');
    expect(resetProblem({ ...valid, password: 'abc', confirm: 'abc' })).toBe('tooShort');
  });
});
