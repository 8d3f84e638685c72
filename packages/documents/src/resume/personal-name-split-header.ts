// A header whose two columns were read line by line, so the name's two words came apart.
import { pairWithin } from './pair-within.ts';
import { asName } from './personal-name-rules.ts';

/** "CHUKWUEMEKA “EMEKA”": one given name, a nickname in quotes or brackets after it, and nothing else. */
const GIVEN_WITH_NICKNAME = /^(\p{Lu}[\p{L}\p{M}'’-]{1,30})(?:\s+[“"(（]\p{Lu}[\p{L}\p{M}'’-]{1,20}[”")）])?$/u;
/** "OKONKWO<TAB>WhatsApp: …": one word alone in the line's first cell. */
const WORD_CELL = /^(\p{Lu}[\p{L}\p{M}'’-]{1,30})(?:\t| {3,}|$)/u;
/** How many lines of the other column may stand between the two words. */
const LINES_APART = 3;

const letters = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/**
 * "CHUKWUEMEKA “EMEKA”" / "Mobile: …" / "OKONKWO<TAB>WhatsApp: …" (fiftieth round): the name's column set the given
 * name and the family name on lines of their own and the contact column beside it was read between them. Among the
 * first eight lines, a given name alone (its nickname left out) and, within three lines under it, a word alone in the
 * first cell that the e-mail address spells, are the name; '' otherwise.
 */
export function givenAndFamilyApart(lines: string[], email: string): string {
  const local = letters(email.split('@')[0] ?? '');
  if (local.length < 3) return '';
  const pair = pairWithin(
    lines.slice(0, 8),
    LINES_APART,
    (line) => GIVEN_WITH_NICKNAME.exec(line.trim())?.[1],
    (line) => {
      const family = WORD_CELL.exec(line.trim())?.[1];
      return family && letters(family).length >= 3 && local.includes(letters(family)) ? family : undefined;
    },
  );
  return pair ? asName(`${pair[0]} ${pair[1]}`) : '';
}
