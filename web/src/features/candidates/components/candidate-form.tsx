import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { CANDIDATE_FORM_FIELDS, type CandidateFormField, degreeLabel, genderLabel } from '@tb/contracts';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/shared/ui/date-field';
import { applyTimeAfterPosition } from '../lib/local-date';

export const ROLE_OPTIONS = [
  'AI Engineer',
  'AI Ops',
  'Compiler',
  'Computer Vision',
  'FAE',
  'UX Designer',
  'Software Engineer',
  'Crawler',
];

const CHOICES = { gender: ['Male', 'Female'], degree: ['PhD', 'Master', 'Bachelor', 'Associate'] };

/** The details a reviewer checks: shared by the review form (Add Candidate) and Edit in the dialog. */
export const DETAIL_FIELDS = CANDIDATE_FORM_FIELDS;
export type DetailField = CandidateFormField;
export type Details = Record<DetailField, string>;

export function CandidateFields({ value, onChange }: { value: Details; onChange(next: Details): void }) {
  const { t, i18n } = useTranslation('candidates');
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
          labelInfo={field === 'name' ? '*' : undefined}
        >
          {field === 'gender' || field === 'degree' ? (
            // Stored in English words, offered in the reader's language; an unknown stored text stays selectable.
            <HTMLSelect
              id={`candidate-${field}`}
              fill
              value={value[field]}
              onChange={(e) => set(field, e.target.value)}
            >
              <option value="">-</option>
              {[...new Set([...CHOICES[field], value[field]].filter(Boolean))].map((choice) => (
                <option key={choice} value={choice}>
                  {(field === 'gender' ? genderLabel : degreeLabel)(choice, i18n.language)}
                </option>
              ))}
            </HTMLSelect>
          ) : field === 'role' ? (
            <HTMLSelect id={`candidate-${field}`} fill value={value.role} onChange={(e) => set('role', e.target.value)}>
              <option value="">-</option>
              {[...new Set([...ROLE_OPTIONS, value.role].filter(Boolean))].map((role) => (
                <option key={role}>{role}</option>
              ))}
            </HTMLSelect>
          ) : field === 'applyTime' ? (
            <DateField id={`candidate-${field}`} value={value[field]} onChange={(date) => set(field, date)} />
          ) : (
            <InputGroup id={`candidate-${field}`} value={value[field]} onChange={(e) => set(field, e.target.value)} />
          )}
        </FormGroup>
      ))}
    </div>
  );
}

export const detailsOf = (source: Partial<Record<DetailField, string | null>>): Details =>
  Object.fromEntries(
    DETAIL_FIELDS.map((f) => [f, f === 'applyTime' ? (source[f] ?? '').slice(0, 10) : (source[f] ?? '')]),
  ) as Details;
