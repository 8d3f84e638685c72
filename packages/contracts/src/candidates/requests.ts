import { z } from 'zod';
import { dateProblem } from '../dates.ts';
import { choiceOf, textAtMost, wholeNumberBetween } from '../messages/checks.ts';
import { messageRef } from '../messages/refs.ts';
import { lineText } from '../text/storable-text.ts';
import { candidateDetailsShape, hireShape, interviewShape } from './catalogue.ts';
import { text } from './fields.ts';

const NAME_REQUIRED = messageRef('candidate.nameRequired');

/**
 * PUT /api/admin/candidates/{id}: the interview form or the details form (or the whole candidate, as the
 * details form sends it). Every field is optional; only fields present are considered, and of those only
 * the ones that differ are recorded. Unknown fields (id, createdAt, averageScore, links…) are ignored.
 */
export const updateCandidateBody = z
  .object({
    ...candidateDetailsShape,
    name: lineText(z.string().trim().min(1, NAME_REQUIRED).max(255, messageRef('candidate.fieldTooLong'))),
    ...interviewShape,
    ...hireShape,
  })
  .partial();
export type UpdateCandidateBody = z.infer<typeof updateCandidateBody>;

/**
 * POST /api/admin/save-candidate: the reviewed candidate. `resumeLink` is the token the upload answered
 * (with `resumeFileName`), `portfolioLink` the token the portfolio upload answered, `emailId` the inbox
 * email it came from.
 */
export const saveCandidateBody = z.object({
  ...z.object({ ...candidateDetailsShape, ...interviewShape, ...hireShape }).partial().shape,
  name: lineText(
    z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(255, messageRef('candidate.fieldTooLong')),
  ),
  resumeLink: text(4000).optional(),
  resumeFileName: text(255).optional(),
  portfolioLink: text(4000).optional(),
  emailId: text(255).optional(),
});
export type SaveCandidateBody = z.infer<typeof saveCandidateBody>;

export const DEGREE_LEVELS = ['phd', 'master', 'bachelor', 'other'] as const;
export type DegreeLevel = (typeof DEGREE_LEVELS)[number];

/**
 * GET /api/admin/candidates. With none of these parameters the answer is the original plain array of every
 * candidate (newest application first). With any of them it is `{ candidates, total }`: one page
 * (`limit` default 50, at most 500) and the number of candidates matching the filters.
 */
export const candidateListQuery = z.object({
  q: textAtMost(200, { trim: true }).optional(),
  role: textAtMost(255, { trim: true }).optional(),
  degree: choiceOf(DEGREE_LEVELS).optional(),
  interviewed: choiceOf(['yes', 'no']).optional(),
  result: textAtMost(100, { trim: true }).optional(),
  limit: wholeNumberBetween(1, 500).optional(),
  offset: wholeNumberBetween(0, 1_000_000).optional(),
});
export type CandidateListQuery = z.infer<typeof candidateListQuery>;

/** GET /api/admin/candidates/{id}?asOf=ISO: the candidate as it stood at that time. */
export const candidateAsOfQuery = z.object({
  asOf: z.iso
    .datetime({ offset: true, message: messageRef('common.invalidDate') })
    .superRefine((value, ctx) => {
      const problem = dateProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
});

/** GET /api/candidates/resume/{id}?lang=en serves the English resume. */
export const resumeFileQuery = z.object({ lang: choiceOf(['en', 'zh', 'original']).optional() });

export const candidateIdParams = z.object({ id: z.string().uuid(messageRef('candidate.notFound')) });
