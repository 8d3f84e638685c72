import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup, NumericInput, TextArea } from '@blueprintjs/core';
import {
  type CandidateView,
  INTERVIEW_RESULTS as RESULTS,
  SCORE_RANGE,
  SCORE_FIELDS as SCORES,
  type UpdateCandidateBody,
} from '@tb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/shared/ui/date-field';
import { interviewTimeAfterTick } from '../lib/local-date';

/** The interview form's values for a candidate: what Edit Interview starts from (and a conflict compares with). */
export const interviewFormOf = (c: CandidateView): Record<string, string | number | boolean | null> => ({
  isInterviewed: c.isInterviewed,
  interviewTime: c.interviewTime?.slice(0, 10) ?? '',
  interviewer: c.interviewer,
  interviewResult: c.interviewResult,
  expectedSalary: c.expectedSalary,
  interviewComments: c.interviewComments,
  // An unscored field stays empty (null), so saving does not record a 0 nobody gave.
  ...Object.fromEntries(SCORES.map((k) => [k, c[k]])),
});

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
  const set = (patch: Record<string, string | number | boolean | null>) => setForm((f) => ({ ...f, ...patch }));

  return (
    <form
      className="tb-candidate__interview-form"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSave(form as UpdateCandidateBody);
      }}
    >
      <Checkbox
        label={t('fields.isInterviewed')}
        checked={Boolean(form.isInterviewed)}
        onChange={(e) => {
          const checked = e.currentTarget.checked;
          const current = typeof form.interviewTime === 'string' ? form.interviewTime : '';
          const interviewTime = interviewTimeAfterTick(checked, current) ?? '';
          set(interviewTime === current ? { isInterviewed: checked } : { isInterviewed: checked, interviewTime });
        }}
      />
      <FormGroup label={t('fields.interviewTime')} labelFor="interview-time">
        <DateField
          id="interview-time"
          value={String(form.interviewTime)}
          onChange={(interviewTime) => set({ interviewTime })}
        />
      </FormGroup>
      <FormGroup label={t('fields.interviewer')} labelFor="interviewer">
        <InputGroup
          id="interviewer"
          value={String(form.interviewer)}
          onChange={(e) => set({ interviewer: e.target.value })}
        />
      </FormGroup>
      <FormGroup label={t('fields.interviewResult')} labelFor="interview-result">
        <HTMLSelect
          id="interview-result"
          fill
          value={String(form.interviewResult)}
          onChange={(e) => set({ interviewResult: e.target.value })}
        >
          <option value="">-</option>
          {RESULTS.map((r) => (
            <option key={r} value={r}>
              {t(`results.${r}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <div className="tb-candidate__score-inputs">
        {SCORES.map((k) => (
          <FormGroup key={k} label={t(`fields.${k}`)} labelFor={`score-${k}`}>
            <NumericInput
              id={`score-${k}`}
              min={SCORE_RANGE.min}
              max={SCORE_RANGE.max}
              stepSize={SCORE_RANGE.step}
              minorStepSize={SCORE_RANGE.step}
              majorStepSize={1}
              clampValueOnBlur
              value={typeof form[k] === 'number' ? form[k] : ''}
              onValueChange={(value, text) => set({ [k]: text.trim() === '' || Number.isNaN(value) ? null : value })}
            />
          </FormGroup>
        ))}
      </div>
      <FormGroup label={t('fields.expectedSalary')} labelFor="expected-salary">
        <InputGroup
          id="expected-salary"
          value={String(form.expectedSalary)}
          onChange={(e) => set({ expectedSalary: e.target.value })}
        />
      </FormGroup>
      <FormGroup label={t('fields.interviewComments')} labelFor="interview-comments">
        <TextArea
          id="interview-comments"
          fill
          value={String(form.interviewComments)}
          onChange={(e) => set({ interviewComments: e.target.value })}
        />
      </FormGroup>
      <div className="tb-candidate__actions">
        <Button type="submit" intent="primary" loading={props.saving} text={t('detail.save')} />
        <Button onClick={props.onCancel} text={t('detail.cancel')} />
      </div>
    </form>
  );
}
