import { z } from 'zod';
import { candidateView } from './views.ts';

/** A value as the history shows it; files show their name. */
const historyValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * One field an event changed. `field` is a key of the candidate view (name, english, interviewResult,
 * resume, englishResume, portfolioFile…), so the web labels it in either language; `appliedByEmail` adds the
 * e-mail's own rows (emailReceivedAt, emailSubject, emailFrom). `personal` fields show
 * `redacted: true` and null values once the candidate was erased: the fact that it changed stays.
 */
export const historyChange = z.object({
  field: z.string(),
  old: historyValue,
  new: historyValue,
  personal: z.boolean(),
  redacted: z.boolean(),
});

export const HISTORY_KINDS = [
  'added',
  'detailsEdited',
  'interviewScored',
  'resumeAttached',
  'englishResumeAttached',
  'portfolioAttached',
  'appliedByEmail',
  'hired',
  'hireCancelled',
  'erased',
] as const;

/** GET /api/admin/candidates/{id}/history answers these, newest first. */
export const historyEntry = z.object({
  /** The event id. */
  id: z.string(),
  revision: z.number(),
  kind: z.enum(HISTORY_KINDS),
  at: z.string(),
  /** Who did it: the admin from the users read model; null for the system (seed, import). */
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** For `added`: form, resume or email (with the email id); `appliedByEmail` has the email id too. */
  source: z.string().nullable(),
  emailId: z.string().nullable(),
  changes: z.array(historyChange),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const candidateHistory = z.object({
  candidateId: z.string(),
  erased: z.boolean(),
  entries: z.array(historyEntry),
});
export type CandidateHistory = z.infer<typeof candidateHistory>;

/** GET /api/admin/candidates/{id}?asOf=…: the candidate then (personal fields '' after erasure). */
export const candidateAsOf = z.object({
  asOf: z.string().nullable(),
  /** The last revision applied; -1 when the candidate did not exist yet. */
  revision: z.number(),
  erased: z.boolean(),
  candidate: candidateView.nullable(),
});
export type CandidateAsOf = z.infer<typeof candidateAsOf>;
