/**
 * The fixed lists the candidate form offers, stored in these English words whatever the reader's language (the web
 * shows gender and degree in the reader's words: its locales/<language>/choices.ts), and the other ways a resume,
 * an e-mail or an older record writes them.
 */
export const CANDIDATE_CHOICES = {
  gender: ['Male', 'Female'],
  degree: ['PhD', 'Master', 'Bachelor', 'Associate'],
  role: ['AI Engineer', 'AI Ops', 'Compiler', 'Computer Vision', 'FAE', 'UX Designer', 'Software Engineer', 'Crawler'],
} as const;
export type ChoiceList = keyof typeof CANDIDATE_CHOICES;

type Stored<L extends ChoiceList> = (typeof CANDIDATE_CHOICES)[L][number];

/** Other spellings of a stored word, by their key (keyOf: lower case, without spaces, dots, apostrophes, 'degree'). */
const SPELLINGS: { [L in ChoiceList]?: Record<string, Stored<L>> } = {
  gender: {
    male: 'Male',
    man: 'Male',
    男: 'Male',
    男性: 'Male',
    female: 'Female',
    woman: 'Female',
    女: 'Female',
    女性: 'Female',
  },
  degree: {
    phd: 'PhD',
    dphil: 'PhD',
    doctor: 'PhD',
    doctorate: 'PhD',
    doctoral: 'PhD',
    doctorofphilosophy: 'PhD',
    博士: 'PhD',
    博士研究生: 'PhD',
    master: 'Master',
    masters: 'Master',
    msc: 'Master',
    ms: 'Master',
    ma: 'Master',
    meng: 'Master',
    硕士: 'Master',
    硕士研究生: 'Master',
    研究生: 'Master',
    bachelor: 'Bachelor',
    bachelors: 'Bachelor',
    bsc: 'Bachelor',
    bs: 'Bachelor',
    ba: 'Bachelor',
    beng: 'Bachelor',
    本科: 'Bachelor',
    学士: 'Bachelor',
    associate: 'Associate',
    associates: 'Associate',
    大专: 'Associate',
    专科: 'Associate',
  },
};

const keyOf = (value: string): string =>
  value
    .trim()
    .toLowerCase()
    .replace(/degree|学位|学历|[\s.'’_-]/g, '');

/**
 * A choice in its stored word: 本科, "bachelor's degree", B.Sc. → 'Bachelor'; 男 → 'Male'. Any other text (an MBA,
 * a role) is kept as it is, trimmed. Every way a candidate arrives stores this (the request rules, the review
 * answers), and the view applies it again to what older events stored ('博士' in the demo data before).
 */
export function canonicalChoice(list: ChoiceList, value: string): string {
  const stored = SPELLINGS[list]?.[keyOf(value)];
  return stored ?? value.trim();
}

/** The choice fields of a candidate's values in their stored words; the other fields as they are. */
export function withCanonicalChoices<T extends { gender?: string; degree?: string }>(values: T): T {
  return {
    ...values,
    ...(typeof values.gender === 'string' ? { gender: canonicalChoice('gender', values.gender) } : {}),
    ...(typeof values.degree === 'string' ? { degree: canonicalChoice('degree', values.degree) } : {}),
  };
}
