// A name set in letter-spaced capitals whose word gaps the text layer lost (forty-fourth round).
import { asName, titleCase } from './personal-name-rules.ts';

const TOP = 3;
/**
 * "A R O H A T E R A N G I": capitals one at a time, a space or two between them, nothing else on the line. Since the
 * forty-sixth round the PDF text layer joins a letter-spaced item's letters, so a name whose word gaps pdf.js lost
 * inside one item comes as one run of capitals ("AROHATERANGI"); typed spacing (a Word file) still comes spaced.
 */
const CAPITALS_SPACED_OR_RUN = /^(?:\p{Lu}\s{1,2}){3,40}\p{Lu}$|^\p{Lu}{4,40}$/u;
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * "A R O H A T E R A N G I" / … / "aroha.terangi@example.nz": a header band that spaces every letter of the name gives
 * the text layer one space between letters and often the same between words. The letters joined are taken as the
 * name only when the e-mail address's local part, its parts joined, spells exactly those letters, and the words are
 * cut where the address cuts them ("Aroha Terangi"; the address cannot say "Te Rangi"). A heading (P R O F I L E) is
 * never an address.
 */
export function letterSpacedName(lines: string[], email: string): string {
  const parts = fold(email.split('@')[0] ?? '')
    .split(/[._-]+/)
    .filter((part) => /^[a-z]+$/.test(part));
  if (parts.length < 2) return '';
  for (const line of lines.slice(0, TOP).map((l) => l.trim())) {
    if (!CAPITALS_SPACED_OR_RUN.test(line) && !MIXED_CASE_SPACED.test(line)) continue;
    const letters = line.replace(/\s+/g, '');
    const spelled = fold(letters).replace(/-/g, '');
    // "P A R K J i - h o o n" with jihoon.park@… (fifty-fourth round): the family name first, the address's last.
    const order =
      [parts, [...parts].reverse()].find((o) => o.join('') === spelled) ??
      withUnspelledLastName(parts, spelled) ??
      withUnspelledMiddleName(parts, spelled);
    if (!order) continue;
    return asName(cutAt(letters, order).join(' '));
  }
  return '';
}

/**
 * A credential, a trade or a heading written after the name in one run of capitals ("JANEDOECPA", "J A N E D O E D E
 * S I G N"): not a family name (review mend 6).
 */
const NOT_FAMILY_NAME =
  /^(?:cpa|cfa|acca|aca|cma|cia|pmp|mba|msc|phd|md|rn|esq|jr|sr|ii|iii|design|designs|designer|studio|studios|art|arts|photo|photography|dev|developer|engineer|consulting|resume|cv|portfolio|official|creative|media|music|films?|works)$/;

/**
 * "FAITHWANJIRUKAMAU" with faith.wanjiru@… (round 56): the address spells the given names and leaves the family name
 * out; the letters after the spelled ones, three or more, are the last word, unless they are a credential or a trade
 * (review mend 6), which is left off.
 */
function withUnspelledLastName(parts: string[], spelled: string): string[] | undefined {
  const given = parts.join('');
  const rest = spelled.slice(given.length);
  if (!spelled.startsWith(given) || !/^[a-z]{3,}$/.test(rest)) return undefined;
  // The credential is left off: "JANEDOECPA" is Jane Doe.
  return NOT_FAMILY_NAME.test(rest) ? [...parts] : [...parts, rest];
}

/**
 * "CHIAMAKAADAEZEOKAFOR" with chiamaka.okafor@… (round 58): the address spells the first and the family name and
 * leaves the middle name out; the letters between them, three or more, are that name.
 */
function withUnspelledMiddleName(parts: string[], spelled: string): string[] | undefined {
  const [first = '', last = ''] = parts;
  // An initial in the address ("m.retihi@…") spells no given name, so the letters after it are no middle name.
  if (parts.length !== 2 || first.length < 3 || !spelled.startsWith(first) || !spelled.endsWith(last)) return undefined;
  const middle = spelled.slice(first.length, spelled.length - last.length);
  if (!/^[a-z]{3,}$/.test(middle)) return undefined;
  // Review mend 7: "JONATHANSMITH" with jon.smith@… — the address's short form of the given name; the letters after it
  // are the rest of that name ("Jonathan Smith"), not a middle name ("Jon Athan Smith").
  return SHORT_FORM.test(first) ? [first + middle, last] : [first, middle, last];
}

/** Short forms of given names an address often uses for the whole name (jon, dan, chris, alex …). */
const SHORT_FORM =
  /^(?:jon|dan|chris|alex|sam|matt|ben|nick|max|tom|will|rob|mike|kate|liz|jen|pat|tony|andy|jim|joe|dave|steve|greg|josh|zach|nat|vic|fred|tim|phil|ken|ron|don|ray|len|mel|jess|gabe|nico|theo|leo|sue|deb|val|abby|becky|cathy|ally|rick|rich|ted|stan|al|ed)$/;

/**
 * "PA R K J i - h o o n" (fifty-fourth round): letters of either case, one or two (a kerned pair) a part, a hyphen
 * among them; the name's own case is kept ("PARK Ji-hoon", a family name in capitals first).
 */
const MIXED_CASE_SPACED = /^\p{Lu}(?:[\p{L}-]{0,1}\s{1,2}[\p{L}-]){6,40}$/u;

/** The letters cut into words as long as the address's parts, a hyphen kept inside its word. */
function cutAt(letters: string, order: string[]): string[] {
  const words: string[] = [];
  let at = 0;
  for (const part of order) {
    let word = '';
    while (at < letters.length && (word.replace(/-/g, '').length < part.length || letters[at] === '-')) {
      word += letters[at++];
    }
    words.push(titleCase(word));
  }
  return words;
}
