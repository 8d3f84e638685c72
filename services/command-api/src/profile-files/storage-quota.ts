import { PayloadTooLargeError, userStream } from '@tb/domain';
import { localizeMessage } from '@tb/platform';
import type { FastifyRequest } from 'fastify';
import type { ActiveUser } from '../http/actor.ts';

/** Each job seeker's files (resume, portfolio, application resumes), unless STORAGE_QUOTA_MB says otherwise. */
export const DEFAULT_STORAGE_QUOTA_BYTES = 200 * 1024 * 1024;

const FULL = 'Your storage is full: your files use {used} of {quota}. Delete or replace a file and try again.';

/**
 * A profile holds one resume and one portfolio: each is owned under its own name, so a new one lets go of the
 * one it replaces (`claimInstead`), and the replaced one does not count against the quota of its replacement.
 */
export const profileFileOwner = (userId: string, kind: 'resume' | 'portfolio'): string =>
  `${userStream(userId)}#${kind}`;

const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Refuses an upload that would take `user` past their storage quota: 413 with the quota message in their
 * language. `incoming` is the size of the new file when it is not stored yet (otherwise its hold already counts);
 * `replacing` the owner whose file the upload replaces. Admins have no quota (they upload candidates' files).
 */
export async function assertWithinQuota(
  request: FastifyRequest,
  user: ActiveUser,
  options: { incoming?: number; replacing?: string; stored?: number } = {},
): Promise<void> {
  const { ctx } = request.server;
  if (user.isAdmin) return;
  const quota = ctx.storageQuotaBytes ?? DEFAULT_STORAGE_QUOTA_BYTES;
  const used = await ctx.blobs.usage(user.userId, options.replacing);
  if (used + (options.incoming ?? 0) <= quota) return;
  // What the user's files take now: the one being replaced counts, the refused one does not.
  const before = (options.replacing ? await ctx.blobs.usage(user.userId) : used) - (options.stored ?? 0);
  const message = (lang: 'en' | 'zh') =>
    localizeMessage(FULL, lang).replace('{used}', megabytes(before)).replace('{quota}', megabytes(quota));
  throw new PayloadTooLargeError({ en: message('en'), zh: message('zh') });
}
