import { Tag } from '@blueprintjs/core';
import { type CandidateField, type ShownAs, shownAs } from '@tb/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { choiceShown } from '@/shared/ui/candidate-field-input';
import { SafeLink } from '@/shared/ui/safe-link';
import { resultLabel } from '../lib/history-format';
import { formatBirthday, formatDate, formatScore } from '../lib/status';

const tags = (text: string) =>
  text
    .split(/[,，;；]/)
    .map((tag) => tag.trim())
    .filter(Boolean);

const tagList = (text: string) =>
  tags(text).length > 0 ? (
    <span className="tb-candidate__tags">
      {tags(text).map((tag) => (
        <Tag key={tag} minimal round>
          {tag}
        </Tag>
      ))}
    </span>
  ) : null;

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Each kind of value as it reads on screen; nothing (a falsy value) when there is nothing to show. */
const SHOWN: Record<
  ShownAs,
  (value: unknown, field: CandidateField, t: TFunction<'candidates'>, lang: string) => ReactNode
> = {
  text: (value) => textOf(value),
  prose: (value) => textOf(value),
  choice: (value, field, _t, lang) => choiceShown(field, textOf(value), lang),
  birthday: (value, _field, _t, lang) => formatBirthday(textOf(value), lang),
  date: (value, _field, _t, lang) => formatDate(typeof value === 'string' ? value : null, lang),
  link: (value) => textOf(value) && <SafeLink href={textOf(value)} />,
  tags: (value) => tagList(textOf(value)),
  flag: (value, _field, t) => t(value ? 'history.yes' : 'history.no'),
  result: (value, _field, t) => textOf(value) && resultLabel(textOf(value), t),
  score: (value) => formatScore(typeof value === 'number' ? value : null),
  // Files are buttons (the dialog's files section), not values.
  file: () => null,
};

/** A field of a candidate (or of a list row) as it reads on screen, by its catalogue entry. */
export const fieldValue = (
  field: CandidateField,
  candidate: object,
  t: TFunction<'candidates'>,
  language: string,
): ReactNode => SHOWN[shownAs(field)]((candidate as Record<string, unknown>)[field], field, t, language);

/** A labelled row of the dialog; none when the value is empty. */
export const detailRow = (label: string, value: ReactNode) =>
  value ? (
    <div className="tb-candidate__row" key={label}>
      <span className="bp6-text-muted">{label}</span>
      <span>{value}</span>
    </div>
  ) : null;
