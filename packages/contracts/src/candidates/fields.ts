import { z } from 'zod';
import { dateProblem, INVALID_DATE } from '../dates.ts';
import { messageRef } from '../messages/refs.ts';
import { lineText, type TextKind, typedText } from '../text/storable-text.ts';
import { type ChoiceList, canonicalChoice } from './choices.ts';

/** Limits and messages of the candidate forms: field lengths, a required name, scores 0-5, file sizes. */
export const CANDIDATE_RESUME_MAX_BYTES = 20 * 1024 * 1024;
export const CANDIDATE_PORTFOLIO_MAX_BYTES = 50 * 1024 * 1024;

const TOO_LONG = messageRef('candidate.fieldTooLong');
/** A text field of the candidate forms; `prose` for the multi-line ones (see storable-text.ts). */
export const text = (max: number, kind: TextKind = 'line') => typedText(z.string().trim().max(max, TOO_LONG), kind);

/** A field of a fixed list (choices.ts), stored in the list's word whatever spelling arrives: 本科 → 'Bachelor'. */
export const choiceText = (max: number, list: ChoiceList) =>
  text(max).transform((value) => canonicalChoice(list, value));

/** '' or a valid address. */
export const optionalEmail = lineText(z.string().trim().max(255, messageRef('auth.invalidEmail'))).refine(
  (value) => value === '' || z.email().safeParse(value).success,
  messageRef('auth.invalidEmail'),
);

/** A date or a date-time ('2026-11-22' or ISO, years 1900–2100); '' and null mean not set. Answers ISO or null. */
export const optionalDate = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z
    .string()
    .max(40, INVALID_DATE)
    .nullable()
    .transform((value, ctx) => {
      if (value === null) return null;
      // Only what the read models store: years 1900–2100, four digits (dates.ts).
      const problem = dateProblem(value);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return new Date(Date.parse(value.trim())).toISOString();
    }),
);

/** An interview score's range and step: the request rule, the domain's check and the form's input all use it. */
export const SCORE_RANGE = { min: 0, max: 5, step: 0.1 } as const;
export const SCORE_OUT_OF_RANGE = messageRef('candidate.scoreOutOfRange');

/** The three interview results ('' is none yet); 'Recommend' (seen in older data) means Recommended. */
export const INTERVIEW_RESULTS = ['Recommended', 'Pending', 'Not Recommended'] as const;

/** A score in SCORE_RANGE (the step is the domain's check); '' and null mean not scored; "4.5" is accepted. */
export const scoreField = z.preprocess(
  (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: SCORE_OUT_OF_RANGE })
    .min(SCORE_RANGE.min, SCORE_OUT_OF_RANGE)
    .max(SCORE_RANGE.max, SCORE_OUT_OF_RANGE)
    .nullable(),
);

/** Checkboxes may arrive as "true"/"false" from a multipart form. */
export const flag = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean());
