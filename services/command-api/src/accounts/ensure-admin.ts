import { randomUUID } from 'node:crypto';
import { type CommandMetadata, reservationDecider, reservationStream, userDecider, userStream } from '@tb/domain';
import type { EventStore } from '@tb/event-store';
import { handleCommand, hashPassword } from '@tb/platform';
import { userIdForEmail } from './lookup.ts';
import { usernameSkeleton } from './username-skeleton.ts';

/**
 * Makes sure an admin account with this email exists (start-up with ADMIN_EMAIL, the admin CLI, demo data).
 * An existing account is made admin; its password changes only when `password` is given. Actor: system.
 */
export async function ensureAdmin(
  store: EventStore,
  account: {
    email: string;
    /** Set on a new account, and on an existing one. */
    password?: string | undefined;
    /** Set only when the account is new. */
    initialPassword?: string | undefined;
    username?: string;
    firstName?: string;
    lastName?: string;
  },
  now = new Date(),
): Promise<{ userId: string; created: boolean }> {
  const email = account.email.trim().toLowerCase();
  const metadata: CommandMetadata = { actorId: 'system', now: now.toISOString() };
  let userId = await userIdForEmail(store, email);
  const created = userId === null;
  if (!userId) {
    userId = randomUUID();
    const id = userId;
    const username = (account.username ?? email.split('@')[0] ?? 'admin').toLowerCase();
    for (const [kind, value] of [
      ['email', email],
      ['username', username],
      ['username-skeleton', usernameSkeleton(username)],
    ] as const) {
      await handleCommand(store, reservationDecider, reservationStream(kind, value), {
        type: 'ReserveValue',
        data: { kind, value, userId: id },
        metadata,
      });
    }
    await handleCommand(store, userDecider, userStream(id), {
      type: 'RegisterUser',
      data: {
        userId: id,
        email,
        username,
        passwordHash: await hashPassword(account.password ?? account.initialPassword ?? randomUUID()),
        firstName: account.firstName ?? 'Admin',
        lastName: account.lastName ?? '',
      },
      metadata,
    });
  } else if (account.password) {
    await handleCommand(store, userDecider, userStream(userId), {
      type: 'ChangePassword',
      data: { userId, passwordHash: await hashPassword(account.password), via: 'change' },
      metadata,
    });
  }
  await handleCommand(store, userDecider, userStream(userId), {
    type: 'SetAdmin',
    data: { userId, isAdmin: true },
    metadata,
  });
  return { userId, created };
}
