import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup, NumericInput, TextArea } from '@blueprintjs/core';
import {
  CANDIDATE_FIELDS,
  type CandidateField,
  type CandidateView,
  candidateCatalogue,
  INTERVIEW_RESULTS as RESULTS,
  SCORE_RANGE,
  type ShownAs,
  shownAs,
  type UpdateCandidateBody,
} from '@tb/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/shared/ui/date-field';
import { interviewTimeAfterTick } from '../lib/local-date';

type Value = string | number | boolean | null;

/** The interview form's fields: the catalogue's interview part, in the catalogue's order. */
const INTERVIEW_FIELDS = CANDIDATE_FIELDS.filter((field) => candidateCatalogue[field].part === 'interview');

/** The interview form's values for a candidate: what Edit Interview starts from (and a conflict compares with). */
export const interviewFormOf = (c: CandidateView): Record<string, Value> =>
  Object.fromEntries(
    INTERVIEW_FIELDS.map((field) => {
      const value = c[field as keyof CandidateView] as Value;
      // A date box holds YYYY-MM-DD or ''; an unscored field stays empty (null), so saving records no 0 nobody gave.
      return [field, shownAs(field) === 'date' ? (typeof value === 'string' ? value.slice(0, 10) : '') : value];
    }),
  );

/** An input's id: the field in kebab case (interviewTime → interview-time), a score's `score-<field>`. */
const idOf = (field: CandidateField) =>
  shownAs(field) === 'score' ? `score-${field}` : field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Edit Interview: ticking Interviewed with no date fills today's date; scores 0–5 in steps of 0.1. */
export function InterviewForm(props: {
  candidate: CandidateView;
  saving: boolean;
  onSave(body: UpdateCandidateBody): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('candidates');
  const c = props.candidate;
  const [form, setForm] = useState(() => interviewFormOf(c));
  const set = (patch: Record<string, Value>) => setForm((f) => ({ ...f, ...patch }));

  const tick = (field: CandidateField, checked: boolean) => {
    if (field !== 'isInterviewed') return set({ [field]: checked });
    const current = typeof form.interviewTime === 'string' ? form.interviewTime : '';
    const interviewTime = interviewTimeAfterTick(checked, current) ?? '';
    set(interviewTime === current ? { isInterviewed: checked } : { isInterviewed: checked, interviewTime });
  };

  /** Each kind's input; a flag is a checkbox with its own label, the others sit in a labelled group. */
  const INPUTS: Partial<Record<ShownAs, (field: CandidateField, id: string) => ReactNode>> = {
    date: (field, id) => <DateField id={id} value={String(form[field])} onChange={(date) => set({ [field]: date })} />,
    result: (field, id) => (
      <HTMLSelect id={id} fill value={String(form[field])} onChange={(e) => set({ [field]: e.target.value })}>
        <option value="">-</option>
        {RESULTS.map((r) => (
          <option key={r} value={r}>
            {t(`results.${r}`)}
          </option>
        ))}
      </HTMLSelect>
    ),
    score: (field, id) => (
      <NumericInput
        id={id}
        min={SCORE_RANGE.min}
        max={SCORE_RANGE.max}
        stepSize={SCORE_RANGE.step}
        minorStepSize={SCORE_RANGE.step}
        majorStepSize={1}
        clampValueOnBlur
        value={typeof form[field] === 'number' ? form[field] : ''}
        onValueChange={(value, text) => set({ [field]: text.trim() === '' || Number.isNaN(value) ? null : value })}
      />
    ),
    prose: (field, id) => (
      <TextArea id={id} fill value={String(form[field])} onChange={(e) => set({ [field]: e.target.value })} />
    ),
  };
  const input = (field: CandidateField) => {
    const id = idOf(field);
    const control = INPUTS[shownAs(field)]?.(field, id) ?? (
      <InputGroup id={id} value={String(form[field])} onChange={(e) => set({ [field]: e.target.value })} />
    );
    return (
      <FormGroup key={field} label={t(`fields.${field}`)} labelFor={id}>
        {control}
      </FormGroup>
    );
  };

  // Consecutive scores share one grid.
  const groups: CandidateField[][] = [];
  for (const field of INTERVIEW_FIELDS) {
    const last = groups.at(-1);
    if (last && shownAs(field) === 'score' && shownAs(last[0] as CandidateField) === 'score') last.push(field);
    else groups.push([field]);
  }

  return (
    <form
      className="tb-candidate__interview-form"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSave(form as UpdateCandidateBody);
      }}
    >
      {groups.map((group) => {
        const [first] = group as [CandidateField];
        if (shownAs(first) === 'score')
          return (
            <div key={first} className="tb-candidate__score-inputs">
              {group.map(input)}
            </div>
          );
        if (shownAs(first) === 'flag')
          return (
            <Checkbox
              key={first}
              label={t(`fields.${first}`)}
              checked={Boolean(form[first])}
              onChange={(e) => tick(first, e.currentTarget.checked)}
            />
          );
        return input(first);
      })}
      <div className="tb-candidate__actions">
        <Button type="submit" intent="primary" loading={props.saving} text={t('detail.save')} />
        <Button onClick={props.onCancel} text={t('detail.cancel')} />
      </div>
    </form>
  );
}
