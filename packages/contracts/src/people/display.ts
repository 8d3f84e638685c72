/**
 * How people's names read on screen, the same on both sides. The stored choices ('Male', 'Master'…) are shown in
 * the reader's language by the web's own texts (web/src/shared/ui/choice-labels.ts), which own every label.
 */

const HAN = /^\p{Script=Han}+$/u;

/**
 * A full name from a given and a family name. Names in Chinese characters read family name first with no space
 * (李 + 明 → 李明), as they are always written; others given name first with a space.
 */
export function personName(given: string | null | undefined, family: string | null | undefined): string {
  const first = (given ?? '').trim();
  const last = (family ?? '').trim();
  if (first && last && HAN.test(first) && HAN.test(last)) return `${last}${first}`;
  return [first, last].filter(Boolean).join(' ');
}
