import { z } from 'zod';

/**
 * Every refusal and failure the API answers: one sentence in the caller's language (x-lang / Accept-Language).
 * Declared as the answer of each route's error statuses in the OpenAPI document.
 */
export const errorAnswer = z.object({ message: z.string() });

/** A write that has nothing to show but its outcome, in the caller's language. */
export const messageAnswer = z.object({ message: z.string() });
