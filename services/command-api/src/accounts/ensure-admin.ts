import { randomUUID } from 'node:crypto';
import {
  type CommandMetadata,
  IllegalStateError,
  reservationDecider,
  reservationStream,
  userDecider,
  userStream,
} from '@tb/domain';
import type { EventStore } from '@tb/event-store';
import { handleCommand, hashPassword, loadAggregate, verifyPassword } from '@tb/platform';
import { reservationHolder, userIdForEmail } from './lookup.ts';
import { reserveSkeleton, usernameSkeleton } from './username-skeleton.ts';

/** Ends every session of a user (the session store); given by callers that can reach it. */
export interface SessionEnder {
  destroyAllFor(userId: string): Promise<void>;
}

export interface EnsuredAccount {
  email: string;
  /** Set on a new account, and on an existing one. */
  password?: string | undefined;
  /** Set only when the account is new. */
  initialPassword?: string | undefined;
  username?: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Makes sure an admin account with this email exists (start-up with ADMIN_EMAIL, the admin CLI, demo data).
 * An existing account is made admin; its password changes only when `password` is given. Actor: system.
 */
export async function ensureAdmin(
  store: EventStore,
  account: EnsuredAccount,
  sessions?: SessionEnder,
): Promise<{ userId: string; created: boolean }> {
  const now = new Date();
  const ensured = await ensureAccount(store, account, now, sessions);
  await handleCommand(store, userDecider, userStream(ensured.userId), {
    type: 'SetAdmin',
    data: { userId: ensured.userId, isAdmin: true },
    metadata: { actorId: 'system', now: now.toISOString() },
  });
  return ensured;
}

/**
 * Makes sure an account with this email exists (an admin's, or a demo applicant's), as registration makes it but
 * without a code. Safe to repeat, and to run again after a start that stopped half-way through it.
 */
export async function ensureAccount(
  store: EventStore,
  account: EnsuredAccount,
  now = new Date(),
  sessions?: SessionEnder,
): Promise<{ userId: string; created: boolean }> {
  const email = account.email.trim().toLowerCase();
  const metadata: CommandMetadata = { actorId: 'system', now: now.toISOString() };
  const reserved = await userIdForEmail(store, email);
  // A start that stopped between reserving the email and registering the account left the email reserved for a
  // user that does not exist: that registration is finished now, under the same id.
  const existing = reserved === null ? null : (await loadAggregate(store, userDecider, userStream(reserved))).state;
  const created = existing === null || existing.status === 'unknown';
  const userId = reserved ?? randomUUID();
  if (created) {
    const id = userId;
    await handleCommand(store, reservationDecider, reservationStream('email', email), {
      type: 'ReserveValue',
      data: { kind: 'email', value: email, userId: id },
      metadata,
    });
    const username = await reserveFreeUsername(store, account.username ?? email.split('@')[0] ?? '', id, metadata);
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
  } else if (
    account.password &&
    !(existing?.status === 'active' && (await verifyPassword(existing.passwordHash, account.password)))
  ) {
    // Only a different password is stored: a new one moves the credential generation on and so ends the
    // account's sessions, which a restart with the same ADMIN_PASSWORD must not do.
    await handleCommand(store, userDecider, userStream(userId), {
      type: 'ChangePassword',
      data: { userId, passwordHash: await hashPassword(account.password), via: 'change' },
      metadata,
    });
    // As a reset does: whoever signed in with the old password (perhaps the reason it was changed) is signed out.
    await sessions?.destroyAllFor(userId);
  }
  return { userId, created };
}

/**
 * The wanted username, or the first free one of `name-2`, `name-3`, …: two admins from different domains
 * (admin@company.example and the demo's admin@talentbridge.demo) both want `admin`. Free means the name and its
 * look-alike skeleton are both unclaimed. Letters, digits and `_.-` only, at least 3 characters, as registration
 * requires.
 */
async function reserveFreeUsername(
  store: EventStore,
  wanted: string,
  userId: string,
  metadata: CommandMetadata,
): Promise<string> {
  const cleaned = wanted
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_.-]/gu, '')
    .slice(0, 40);
  const base = cleaned.length >= 3 ? cleaned : `${cleaned}admin`;
  for (let n = 1; n <= 1000; n++) {
    const username = n === 1 ? base : `${base}-${n}`;
    const holders = [
      await reservationHolder(store, 'username', username),
      await reservationHolder(store, 'username-skeleton', usernameSkeleton(username)),
    ];
    if (holders.some((holder) => holder !== null && holder !== userId)) continue;
    const reservation = reservationStream('username', username);
    const data = { kind: 'username' as const, value: username, userId };
    try {
      await handleCommand(store, reservationDecider, reservation, { type: 'ReserveValue', data, metadata });
    } catch (error) {
      // Taken between the look-up and the reservation: the next one.
      if (error instanceof IllegalStateError) continue;
      throw error;
    }
    try {
      await reserveSkeleton(store, username, userId, metadata);
      return username;
    } catch (error) {
      if (!(error instanceof IllegalStateError)) throw error;
      // A look-alike was registered meanwhile: this name goes back, the next one is tried.
      await handleCommand(store, reservationDecider, reservation, { type: 'ReleaseValue', data, metadata });
    }
  }
  throw new Error(`No free username from ${base}`);
}
