import { FormGroup } from '@blueprintjs/core';
import { CANDIDATE_FORM_FIELDS, type CandidateFormField, type CatalogueEntry, candidateCatalogue } from '@tb/contracts';
import { useTranslation } from 'react-i18next';
import { CandidateFieldInput } from '@/shared/ui/candidate-field-input';
import { applyTimeAfterPosition } from '../lib/local-date';

/** The details a reviewer checks: shared by the review form (Add Candidate) and Edit in the dialog. */
export const DETAIL_FIELDS = CANDIDATE_FORM_FIELDS;
export type DetailField = CandidateFormField;
export type Details = Record<DetailField, string>;

const entryOf = (field: DetailField): CatalogueEntry => candidateCatalogue[field];
const REQUIRED_FIELDS = DETAIL_FIELDS.filter((field) => entryOf(field).required);

/** The form cannot be saved while a required field (the name) is blank. */
export const missingRequired = (details: Details): boolean => REQUIRED_FIELDS.some((field) => !details[field].trim());

export function CandidateFields({ value, onChange }: { value: Details; onChange(next: Details): void }) {
  const { t } = useTranslation('candidates');
  const set = (field: DetailField, text: string) => {
    const next = { ...value, [field]: text };
    // Entering a position when no application date is set fills today's date.
    if (field === 'position') next.applyTime = applyTimeAfterPosition(text, value.applyTime);
    onChange(next);
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
          <CandidateFieldInput
            field={field}
            id={`candidate-${field}`}
            value={value[field]}
            onChange={(text) => set(field, text)}
          />
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
