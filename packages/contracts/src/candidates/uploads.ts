import { z } from 'zod';
import { textAtMost } from '../messages/checks.ts';
import { REVIEW_FIELDS, type ReviewField } from './catalogue.ts';

const reviewFieldShape = Object.fromEntries(REVIEW_FIELDS.map((field) => [field, z.string()])) as {
  [K in ReviewField]: z.ZodString;
};

/**
 * The review form's data after an upload or from an e-mail: each of the catalogue's review fields (REVIEW_FIELDS) as
 * the text gave it, '' when not found.
 */
export const extractedCandidateData = z.object({
  ...reviewFieldShape,
  /** An opaque token naming the stored file; send it back in save-candidate. */
  resumeLink: z.string(),
  resumeFileName: z.string(),
  emailId: z.string(),
});
export type ExtractedCandidateData = z.infer<typeof extractedCandidateData>;

/** An existing candidate with the same email or phone (normalised), shown before saving. */
export const possibleDuplicate = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  position: z.string(),
  matchedOn: z.array(z.enum(['email', 'phone'])),
});
export type PossibleDuplicate = z.infer<typeof possibleDuplicate>;

/** GET /api/admin/candidates/duplicates?email=&phone=: `{ duplicates }` for the review form as it is typed. */
export const candidateDuplicatesQuery = z.object({
  email: textAtMost(255).optional(),
  phone: textAtMost(50).optional(),
});
export const candidateDuplicatesAnswer = z.object({ duplicates: z.array(possibleDuplicate) });

/** POST /api/admin/upload-candidate (multipart `resume`). */
export const uploadCandidateAnswer = z.object({
  requiresReview: z.literal(true),
  extractedData: extractedCandidateData,
  name: z.string(),
  message: z.string(),
  duplicates: z.array(possibleDuplicate),
  /** `unreadableText`: the file's text could not be read (garbled fonts, almost no text); fill the fields by hand. */
  warnings: z.array(z.enum(['unreadableText'])).optional(),
  /** Why the file could not be read (damaged, encrypted…), in the caller's language; absent when it was read. */
  readError: z.string().optional(),
});

/**
 * POST /api/admin/upload-candidate-portfolio (multipart `portfolio`, `candidateName`, optional
 * `candidateId` to attach it to an existing candidate at once). `portfolioLink` is a token for
 * save-candidate; with `candidateId` it is the candidate's portfolio URL.
 */
export const uploadPortfolioAnswer = z.object({
  portfolioLink: z.string(),
  portfolioFileName: z.string(),
  /** Set when the file was attached to an existing candidate (by id or by name). */
  candidateId: z.string().optional(),
  message: z.string().optional(),
});

/** POST /api/admin/save-candidate, PUT and DELETE /api/admin/candidates/{id}. */
export const candidateSavedAnswer = z.object({ id: z.string(), message: z.string() });
