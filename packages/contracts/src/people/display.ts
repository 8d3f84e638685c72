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

const GENDERS: Record<string, { en: string; zh: string }> = {
  male: { en: 'Male', zh: '男' },
  男: { en: 'Male', zh: '男' },
  female: { en: 'Female', zh: '女' },
  女: { en: 'Female', zh: '女' },
};

const DEGREES: Record<string, { en: string; zh: string }> = {
  phd: { en: 'PhD', zh: '博士' },
  博士: { en: 'PhD', zh: '博士' },
  master: { en: 'Master', zh: '硕士' },
  硕士: { en: 'Master', zh: '硕士' },
  bachelor: { en: 'Bachelor', zh: '本科' },
  本科: { en: 'Bachelor', zh: '本科' },
  associate: { en: 'Associate', zh: '大专' },
  大专: { en: 'Associate', zh: '大专' },
};

const shownIn = (table: Record<string, { en: string; zh: string }>) => (value: string, lang: string) => {
  const known = table[value.trim().toLowerCase()];
  return known ? known[lang === 'zh' ? 'zh' : 'en'] : value;
};

/** A stored gender ('Male', 'Female') in the reader's language; any other text as it is. */
export const genderLabel = shownIn(GENDERS);

/** A stored degree level ('PhD', 'Master', 'Bachelor', 'Associate') in the reader's language; other text as it is. */
export const degreeLabel = shownIn(DEGREES);
