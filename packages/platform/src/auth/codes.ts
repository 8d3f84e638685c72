import { createHash, randomInt } from 'node:crypto';

const DIGITS = '0123456789';

/** A 6-digit verification code from a CSPRNG. */
export function newVerificationCode(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += DIGITS[randomInt(DIGITS.length)];
  return code;
}

/**
 * Codes are stored only as this hash. It is bound to the email and purpose, so a leaked hash is useless
 * elsewhere; codes also expire in 10 minutes and allow 5 tries.
 */
export const hashVerificationCode = (purpose: string, email: string, code: string): string =>
  createHash('sha256').update(`${purpose}\n${email.trim().toLowerCase()}\n${code.trim()}`).digest('hex');
