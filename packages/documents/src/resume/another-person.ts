// Lines about someone other than the candidate: their names and numbers are not the candidate's.
import { inBlockOpenedBy } from './sections.ts';

/**
 * "Emergency contact: Musa Bello (mobile) …", "紧急联系人：王芳（母亲）（手机）…", "References: Ana Silva …", "Next of kin —
 * Given name: …" (review 2 of round 50): a line naming an emergency contact, a referee, next of kin or a parent. Only
 * labels and headings count (review 4): "Reporter, The Guardian", "Emergency Medicine Resident" and "References
 * available on request" are the candidate's own lines.
 */
const ANOTHER_PERSON_LABEL =
  /\bemergency\s+contacts?\b|\bemergency\s*[:：]|\bnext[\s-]+of[\s-]+kin\b|\b(?:referees?|references?|guardians?)\s*[:：]|紧急联系人|緊急聯絡人|联系人|聯絡人|父亲|母亲|父親|母親|监护人|監護人/iu;
/** "Referees", "REFERENCES", "Guardian", "Referee 1": a heading line for another person's details. */
const ANOTHER_PERSON_HEADING =
  /^\s*(?:referees?|references?|(?:parent\s+|legal\s+)?guardians?)(?:\s+\d)?\s*[:：]?\s*$/iu;

export const namesAnotherPerson = (line: string): boolean =>
  ANOTHER_PERSON_LABEL.test(line) || ANOTHER_PERSON_HEADING.test(line);

/**
 * For each line, whether it stands in a block about another person: from a line naming one down to the next heading
 * ("Emergency contact" / "Name: José Fernández" / … / "Education").
 */
export const anotherPersonBlocks = (lines: string[]): boolean[] => inBlockOpenedBy(lines, namesAnotherPerson);
