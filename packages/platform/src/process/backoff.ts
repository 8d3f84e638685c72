/** Exponential backoff: `initialMs` after the first failure in a row, doubling with each one, at most `maxMs`. */
export const backoffMs = (failures: number, initialMs: number, maxMs: number) =>
  Math.min(initialMs * 2 ** Math.max(0, failures - 1), maxMs);
