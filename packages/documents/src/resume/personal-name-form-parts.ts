// A form that asks for the name in two fields ("First name: …" / "Last name: …").
import { asName } from './personal-name-rules.ts';

const GIVEN_LABEL = /^\s*(?:First|Given)\s+names?\s*[:：]\s*(\S.*)$/i;
const FAMILY_LABEL = /^\s*(?:Last\s+name|Surname|Family\s+name)\s*[:：]\s*(\S.*)$/i;
/** How far apart the two fields may stand (a "Middle name" field may sit between). */
const FIELDS_APART = 2;

/**
 * "First name: Sigríður Björk" / "Last name: Jónsdóttir" (fiftieth round): an application form's export gives the name
 * in two labelled fields; the "name" label inside "First name" took the given names alone and the family name was lost.
 * The two values, given names first, when they stand within two lines of each other; '' otherwise.
 */
export function nameFromFormParts(lines: string[]): string {
  for (let n = 0; n < lines.length; n++) {
    const given = GIVEN_LABEL.exec(lines[n] ?? '')?.[1];
    if (!given) continue;
    for (let m = n + 1; m <= n + FIELDS_APART && m < lines.length; m++) {
      const family = FAMILY_LABEL.exec(lines[m] ?? '')?.[1];
      if (family) return asName(`${given.trim()} ${family.trim()}`, true);
    }
  }
  return '';
}
