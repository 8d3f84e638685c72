// A form that asks for the name in two fields ("First name: …" / "Last name: …").
import { anotherPersonBlocks } from './another-person.ts';
import { pairWithin } from './pair-within.ts';
import { asName } from './personal-name-rules.ts';

const GIVEN_LABEL = /^\s*(?:First|Given)\s+names?\s*[:：]\s*(\S.*)$/i;
const FAMILY_LABEL = /^\s*(?:Last\s+name|Surname|Family\s+name)\s*[:：]\s*(\S.*)$/i;
/** A label for one part of a name, or for another name than the whole one ("Preferred name: Stína"). */
const NAME_PART_LABEL = /\b(?:first|given|last|family|middle|preferred|maiden)\s+names?\s*[:：]|\bsurnames?\s*[:：]/i;
/** How far apart the two fields may stand (a "Middle name" field may sit between). */
const FIELDS_APART = 2;
/** The form's own fields come first: a name part further down is a referee's or a relative's. */
const FORM_TOP = 12;

/** Whether a labelled "name" value came from a part-name field ("First name: Suresh"), not a whole-name one. */
export const isNamePartLine = (line: string): boolean => NAME_PART_LABEL.test(line);

/**
 * "First name: Sigríður Björk" / "Last name: Jónsdóttir" (fiftieth round): an application form's export gives the name
 * in two labelled fields; the "name" label inside "First name" took the given names alone and the family name was lost.
 * The two values, given names first, when they stand within two lines of each other among the first twelve lines and
 * outside a block about an emergency contact, a referee or next of kin (review 2 of round 50); '' otherwise.
 */
export function nameFromFormParts(lines: string[]): string {
  const top = lines.slice(0, FORM_TOP);
  const another = anotherPersonBlocks(top);
  const own = top.map((line, n) => (another[n] ? '' : line));
  const pair = pairWithin(
    own,
    FIELDS_APART,
    (line) => GIVEN_LABEL.exec(line)?.[1],
    (line) => FAMILY_LABEL.exec(line)?.[1],
  );
  return pair ? asName(`${pair[0].trim()} ${pair[1].trim()}`, true) : '';
}
