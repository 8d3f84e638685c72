// Lines about someone other than the candidate: their names and numbers are not the candidate's.

/**
 * "Emergency contact: Musa Bello (mobile) …", "紧急联系人：王芳（母亲）（手机）…", "References: Ana Silva …", "Next of kin —
 * Given name: …" (review 2 of round 50): a line naming an emergency contact, a referee, next of kin or a parent.
 */
const ANOTHER_PERSON =
  /\b(?:emergency|referees?|references?|next[\s-]+of[\s-]+kin|guardian)\b|紧急联系人|緊急聯絡人|联系人|聯絡人|父亲|母亲|父親|母親|监护人|監護人/iu;

export const namesAnotherPerson = (line: string): boolean => ANOTHER_PERSON.test(line);
