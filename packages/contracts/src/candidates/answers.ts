import { z } from 'zod';
import { candidateAsOf } from './history.ts';
import { candidatePage, candidateView } from './views.ts';

/**
 * GET /api/admin/candidates: without paging parameters every candidate, whole; with them a page of list rows.
 * (Answered as the JSON text the read model stores: the schema describes it, nothing re-serializes it.)
 */
export const candidateListAnswer = z.union([z.array(candidateView), candidatePage]);

/** GET /api/admin/candidates/{id}: the candidate now, or with `asOf` the candidate then. */
export const candidateDetailAnswer = z.union([candidateView, candidateAsOf]);

/** PUT /api/admin/candidates/{id}, its resume upload and DELETE: which candidate, and what was done. */
export const candidateChangedAnswer = z.object({ id: z.string(), message: z.string() });
