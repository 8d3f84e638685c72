import { emailField } from '@tb/contracts';

/** The reset page's own checks, in the order a user meets them. */
export type ResetProblem = 'emailRequired' | 'emailInvalid' | 'codeRequired' | 'tooShort' | 'mismatch' | null;

export const RESEND_SECONDS = 60;
const MIN_PASSWORD = 6;

export function emailProblem(email: string): ResetProblem {
  if (email.trim() === '') return 'emailRequired';
  return emailField.safeParse(email).success ? null : 'emailInvalid';
}

export function resetProblem(values: { email: string; code: string; password: string; confirm: string }): ResetProblem {
  const email = emailProblem(values.email);
  if (email) return email;
  if (values.code.trim() === '') return 'codeRequired';
  if (values.password !== values.confirm) return 'mismatch';
  if (values.password.length < MIN_PASSWORD) return 'tooShort';
  return null;
}
