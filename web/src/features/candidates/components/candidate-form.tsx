import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import {
  CANDIDATE_CHOICES,
  CANDIDATE_FORM_FIELDS,
  type CandidateFormField,
  type CatalogueEntry,
  candidateCatalogue,
} from '@tb/contracts';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/shared/ui/date-field';
import { applyTimeAfterPosition } from '../lib/local-date';
import { CHOICE_LABELS } from './field-value';

/** The details a reviewer checks: shared by the review form (Add Candidate) and Edit in the dialog. */
export const DETAIL_FIELDS = CANDIDATE_FORM_FIELDS;
export type DetailField = CandidateFormField;
export type Details = Record<DetailField, string>;

const entryOf = (field: DetailField): CatalogueEntry => candidateCatalogue[field];
const REQUIRED_FIELDS = DETAIL_FIELDS.filter((field) => entryOf(field).required);

/** The form cannot be saved while a required field (the name) is blank. */
export const missingRequired = (details: Details): boolean => REQUIRED_FIELDS.some((field) => !details[field].trim());

export function CandidateFields({ value, onChange }: { value: Details; onChange(next: Details): void }) {
  const { t, i18n } = useTranslation('candidates');
  const set = (field: DetailField, text: string) => {
    const next = { ...value, [field]: text };
    // Entering a position when no application date is set fills today's date.
    if (field === 'position') next.applyTime = applyTimeAfterPosition(text, value.applyTime);
    onChange(next);
  };
  const input = (field: DetailField) => {
    const { choices, value: kind } = entryOf(field);
    if (choices) {
      const label = CHOICE_LABELS[choices];
      // Stored in English words, offered in the reader's language; an unknown stored text stays selectable.
      return (
        <HTMLSelect id={`candidate-${field}`} fill value={value[field]} onChange={(e) => set(field, e.target.value)}>
          <option value="">-</option>
          {[...new Set([...CANDIDATE_CHOICES[choices], value[field]].filter(Boolean))].map((choice) => (
            <option key={choice} value={label ? choice : undefined}>
              {label ? label(choice, i18n.language) : choice}
            </option>
          ))}
        </HTMLSelect>
      );
    }
    if (kind === 'date')
      return <DateField id={`candidate-${field}`} value={value[field]} onChange={(date) => set(field, date)} />;
    return <InputGroup id={`candidate-${field}`} value={value[field]} onChange={(e) => set(field, e.target.value)} />;
  };
  return (
    <div className="tb-candidate__fields">
      {DETAIL_FIELDS.map((field) => (
        <FormGroup
          key={field}
          label={t(`fields.${field}`)}
          labelFor={`candidate-${field}`}
          labelInfo={entryOf(field).required ? '*' : undefined}
        >
          {input(field)}
        </FormGroup>
      ))}
    </div>
  );
}

/** The form's values from a candidate or an extraction: dates as YYYY-MM-DD, nothing as ''. */
export const detailsOf = (source: Partial<Record<DetailField, string | null>>): Details =>
  Object.fromEntries(
    DETAIL_FIELDS.map((f) => [f, entryOf(f).value === 'date' ? (source[f] ?? '').slice(0, 10) : (source[f] ?? '')]),
  ) as Details;
