import { canonicalChoice } from '../candidates/choices.ts';

/**
 * How people's names and the canonical values stored about them read on screen. Values are stored in one
 * canonical form (English words: 'Male', 'Master'…) and shown in the reader's language.
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

/** The stored words (candidates/choices.ts) in each language. */
const LABELS: Record<string, { en: string; zh: string }> = {
  Male: { en: 'Male', zh: '男' },
  Female: { en: 'Female', zh: '女' },
  PhD: { en: 'PhD', zh: '博士' },
  Master: { en: 'Master', zh: '硕士' },
  Bachelor: { en: 'Bachelor', zh: '本科' },
  Associate: { en: 'Associate', zh: '大专' },
};

const shownIn = (list: 'gender' | 'degree') => (value: string, lang: string) => {
  const known = LABELS[canonicalChoice(list, value)];
  return known ? known[lang === 'zh' ? 'zh' : 'en'] : value;
};

/** A stored gender ('Male', 'Female', or another spelling of them: 男) in the reader's language; other text as it is. */
export const genderLabel = shownIn('gender');

/**
 * A degree level ('PhD', 'Master', 'Bachelor', 'Associate', or another spelling of them: 大专, Ph.D.) in the reader's
 * language; other text as it is.
 */
export const degreeLabel = shownIn('degree');
