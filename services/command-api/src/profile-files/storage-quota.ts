import { userStream } from '@tb/domain';
import type { FastifyRequest } from 'fastify';
import type { ActiveUser } from '../http/actor.ts';

/** Each job seeker's files (resume, portfolio, application resumes), unless STORAGE_QUOTA_MB says otherwise. */
export const DEFAULT_STORAGE_QUOTA_BYTES = 200 * 1024 * 1024;

/**
 * A profile holds one resume and one portfolio: each is owned under its own name, so a new one lets go of the
 * one it replaces (`claimInstead`), and the replaced one does not count against the quota of its replacement.
 */
export const profileFileOwner = (userId: string, kind: 'resume' | 'portfolio'): string =>
  `${userStream(userId)}#${kind}`;

/**
 * The quota an upload of `user` is stored under (the blob store checks and reserves it in one step, under a lock
 * per account, and refuses with 413 'Your storage is full…' in the caller's language); `replacing` is the owner
 * whose file the upload replaces, left out of the count. None for admins (they upload candidates' files).
 */
export function storageQuota(
  request: FastifyRequest,
  user: ActiveUser,
  replacing?: string,
): { limit: number; except?: string } | undefined {
  if (user.isAdmin) return undefined;
  const limit = request.server.storageQuotaBytes ?? DEFAULT_STORAGE_QUOTA_BYTES;
  return replacing ? { limit, except: replacing } : { limit };
}
