/**
 * Older wordings of an interview result still found in stored data (imported records, early events), by the
 * result each means, keyed in lower case. Every reader of a result goes through `canonicalResult`, so the
 * badge, the history, the dashboard's recommendation count and the domain's check agree on them.
 */
const OLDER_WORDINGS: Readonly<Record<string, string>> = { recommend: 'Recommended' };

/** A result as the product reads it: trimmed, and an older wording as the result it means ('Recommend'). */
export function canonicalResult(result: string): string {
  const trimmed = result.trim();
  return OLDER_WORDINGS[trimmed.toLowerCase()] ?? trimmed;
}

/** Whether a stored result counts as a recommendation. */
export const isRecommended = (result: string): boolean => canonicalResult(result) === 'Recommended';
