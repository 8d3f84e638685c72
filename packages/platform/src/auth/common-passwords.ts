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

/** Letters people write as digits or symbols ('p@ssw0rd'); '1' stands for 'i' or 'l', so both are tried. */
const LEET: Record<string, string> = { '@': 'a', '4': 'a', '8': 'b', '3': 'e', '9': 'g', '!': 'i', '|': 'i', '0': 'o' };
Object.assign(LEET, { $: 's', '5': 's', '7': 't', '+': 't' });
const unLeet = (text: string, one: 'i' | 'l'): string =>
  text.replace(/[@48390!|$57+1]/g, (c) => (c === '1' ? one : (LEET[c] ?? c)));
/**
 * What people add at the end of a listed word to pass a rule: a run counted up from 1 ('admin123', 'dragon1234')
 * or one digit repeated ('monkey111'). Other digits are left alone: 'secret12' is not judged as 'secret'.
 */
const ADDED_RUN = /(?:1234567890|123456789|12345678|1234567|123456|12345|1234|123|(\d)\1{2,})$/;
/** A word shorter than this, once the run is taken off, is not judged by the list ('abc' + 123). */
const SHORTEST_WORD = 4;

/**
 * What a guesser tries for this password: it as typed; folded (NFKC turns fullwidth '１２３４５６' into '123456'),
 * trimmed and in lower case ('Password ', ' password'); with leetspeak undone ('P@ssw0rd', 'Pa$$w0rd'); and the
 * word before a counted or repeated run of digits ('admin123'), itself with leetspeak undone ('@dmin123').
 */
export function passwordGuesses(password: string): Set<string> {
  const folded = password.normalize('NFKC').trim().toLowerCase();
  const guesses = new Set([password, password.toLowerCase(), folded]);
  const word = folded.replace(ADDED_RUN, '');
  for (const form of word.length >= SHORTEST_WORD && word !== folded ? [folded, word] : [folded]) {
    guesses.add(form);
    guesses.add(unLeet(form, 'i'));
    guesses.add(unLeet(form, 'l'));
  }
  return guesses;
}

/**
 * True when the password, or a form a guesser would try first (`passwordGuesses`), is on the offline
 * top-10,000 list (data/README.md). The minimum of 6 characters is checked before this, on the password as typed.
 */
export function isCommonPassword(password: string): boolean {
  const set = commonPasswords();
  for (const guess of passwordGuesses(password)) if (set.has(guess)) return true;
  return false;
}
