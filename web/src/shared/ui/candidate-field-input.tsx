import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import {
  CANDIDATE_CHOICES,
  type CandidateField,
  type CatalogueEntry,
  type ChoiceList,
  candidateCatalogue,
} from '@tb/contracts';
import { useTranslation } from 'react-i18next';
import { degreeLabel, genderLabel } from './choice-labels';
import { DateField } from './date-field';

/**
 * A candidate field's input as its catalogue entry says, shared by every form that edits a candidate's details
 * (the candidate review form, the dialog's Edit, the inbox's e-mail card): a select for a fixed list, a date box for
 * a date, else a text box.
 */

/** How a choice reads in the reader's language; a list without one shows its stored words. */
export const CHOICE_LABELS: Record<ChoiceList, ((value: string, language: string) => string) | undefined> = {
  gender: genderLabel,
  degree: degreeLabel,
  role: undefined,
};

/** A stored choice in the reader's words; any other text as it is. */
export function choiceShown(field: CandidateField, value: string, language: string): string {
  const entry: CatalogueEntry = candidateCatalogue[field];
  const label = entry.choices && CHOICE_LABELS[entry.choices];
  return label ? label(value, language) : value;
}

export function CandidateFieldInput(props: {
  field: CandidateField;
  id: string;
  value: string;
  onChange(value: string): void;
}) {
  const { i18n } = useTranslation();
  const { field, id, value, onChange } = props;
  const entry: CatalogueEntry = candidateCatalogue[field];
  if (entry.choices) {
    const label = CHOICE_LABELS[entry.choices];
    // Stored in English words, offered in the reader's language; an unknown stored text stays selectable.
    return (
      <HTMLSelect id={id} fill value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">-</option>
        {[...new Set([...CANDIDATE_CHOICES[entry.choices], value].filter(Boolean))].map((choice) => (
          <option key={choice} value={label ? choice : undefined}>
            {label ? label(choice, i18n.language) : choice}
          </option>
        ))}
      </HTMLSelect>
    );
  }
  if (entry.value === 'date') return <DateField id={id} value={value.slice(0, 10)} onChange={onChange} />;
  return <InputGroup id={id} value={value} onChange={(e) => onChange(e.target.value)} />;
}
