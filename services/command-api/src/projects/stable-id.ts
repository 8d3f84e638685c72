import { createHash } from 'node:crypto';

/**
 * A UUID-shaped id (RFC 9562 version 8) that always comes out the same for the same parts: an application
 * id from (user, project), so one user has one application stream per project; a project id from an
 * Idempotency-Key, so a retried create lands on the same stream.
 */
export function stableId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
