import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes); the hash string carries its own parameters. */
export const hashPassword = (password: string): Promise<string> => argon2.hash(password, { type: argon2.argon2id });

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * A valid hash of a random password: verifying against it when no user matches takes as long as a real
 * check, so response time does not tell which emails are registered.
 */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  return dummyHash;
};
