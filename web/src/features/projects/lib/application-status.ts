/**
 * How 'My Projects' words an application's status: applied, reviewing, accepted, anything
 * else 'other'. The server's approved shows as accepted (已录用); rejected falls under other (其他).
 */
export type MyStatusKey = 'applied' | 'reviewing' | 'accepted' | 'other';

export function myStatusKey(status: string): MyStatusKey {
  if (status === 'applied' || status === 'reviewing') return status;
  if (status === 'accepted' || status === 'approved') return 'accepted';
  return 'other';
}
