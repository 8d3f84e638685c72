import { readFileSync } from 'node:fs';

/** Read once, on first use: 10,000 short lines (~80 KB), kept as a set. */
let list: Set<string> | undefined;
const commonPasswords = (): Set<string> => {
  list ??= new Set(
    readFileSync(new URL('../../data/common-passwords-10k.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.length > 0),
  );
  return list;
};

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common passwords and easy to guess. Please choose another.';

/**
 * True when the password is on the offline top-10,000 list (data/README.md), as typed or in lower case ("Password"
 * is guessed as soon as "password"). The minimum of 6 characters is checked before this.
 */
export function isCommonPassword(password: string): boolean {
  const set = commonPasswords();
  return set.has(password) || set.has(password.toLowerCase());
}
