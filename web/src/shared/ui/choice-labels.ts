import { CANDIDATE_CHOICES, type ChoiceList, canonicalChoice } from '@tb/contracts';
import { i18n } from '@/shared/i18n/i18n';

/** The lists whose stored words read in the reader's language (locales/<language>/choices.ts). */
export type LabelledChoiceList = Exclude<ChoiceList, 'role'>;

/**
 * A stored choice ('Male', 'Master', or another spelling of them: 男, Ph.D., 大专) in the reader's language; any
 * other text (an MBA) as it is.
 */
export function choiceLabel(list: LabelledChoiceList, value: string, language: string): string {
  const stored = canonicalChoice(list, value);
  if (!(CANDIDATE_CHOICES[list] as readonly string[]).includes(stored)) return value;
  return i18n.t(`choices:${list}.${stored}` as 'choices:gender.Male', { lng: language });
}

/** A stored gender in the reader's language; other text as it is. */
export const genderLabel = (value: string, language: string) => choiceLabel('gender', value, language);

/** A degree level in the reader's language; other text as it is. */
export const degreeLabel = (value: string, language: string) => choiceLabel('degree', value, language);
