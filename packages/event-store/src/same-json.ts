/** Whether stored JSON equals what a caller gives, as a JSON store keeps it (key order and number forms normalised). */
export function sameJson(stored: unknown, given: unknown): boolean {
  return deepEqual(stored, given === undefined ? undefined : JSON.parse(JSON.stringify(given)));
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
