import { passwordField } from '@tb/contracts';
import { ValidationError } from '@tb/domain';
import { isCommonPassword } from '@tb/platform';

/** Registration, reset and change refuse the 10,000 most common passwords (after the 6-character minimum). */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw new ValidationError('security.commonPassword');
  }
}

export type PasswordRule = 'auth.passwordTooShort' | 'auth.passwordTooLong' | 'security.commonPassword';

/**
 * The rule a password breaks (its message's key), or null: the form's length (6 to 200 characters), then the
 * common-passwords list with its variants, as registration, reset and change apply them. For the passwords an
 * operator sets (ADMIN_PASSWORD, `npm run admin -- create … --password`), which no form checks.
 */
export function brokenPasswordRule(password: string): PasswordRule | null {
  const length = passwordField.safeParse(password);
  if (!length.success) {
    return length.error.issues[0]?.code === 'too_big' ? 'auth.passwordTooLong' : 'auth.passwordTooShort';
  }
  return isCommonPassword(password) ? 'security.commonPassword' : null;
}
