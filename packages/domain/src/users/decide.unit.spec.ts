import { describe, it } from 'vitest';
import { ForbiddenError, IllegalStateError, NotFoundError } from '../shared/errors.ts';
import { specFor } from '../shared/testing.ts';
import { type SetAdmin, type UpdateProfile, userDecider } from './decide.ts';
import type { UserEvent } from './user.ts';

const given = specFor(userDecider);
const meta = (actorId = 'u1') => ({ actorId, now: '2026-11-22T10:00:00.000Z' });
const at = { actorId: 'u1', at: '2026-11-22T10:00:00.000Z' };
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    email: 'ana@example.com',
    username: 'ana',
    passwordHash: 'h',
    firstName: 'Ana',
    lastName: 'Li',
    emailVerified: true,
  },
  metadata: at,
};
const profile = (changes: UpdateProfile['data']['profile']): UpdateProfile => ({
  type: 'UpdateProfile',
  data: { userId: 'u1', profile: changes },
  metadata: meta(),
});
const setAdmin = (isAdmin: boolean, actorId: string): SetAdmin => ({
  type: 'SetAdmin',
  data: { userId: 'u1', isAdmin },
  metadata: meta(actorId),
});

describe('user decider', () => {
  it('registers a new user once', () => {
    const data = {
      userId: 'u1',
      email: 'ana@example.com',
      username: 'ana',
      passwordHash: 'h',
      firstName: 'Ana',
      lastName: 'Li',
    };
    given([]).when({ type: 'RegisterUser', data, metadata: meta() }).expectEvents([registered]);
    given([registered]).when({ type: 'RegisterUser', data, metadata: meta() }).expectError(IllegalStateError);
  });

  it('records only the profile fields that changed', () => {
    given([registered])
      .when(profile({ firstName: 'Ana', lastName: 'Wang', bio: 'LLM engineer' }))
      .expectEvents([
        {
          type: 'UserProfileUpdated',
          data: { userId: 'u1', changes: { lastName: 'Wang', bio: 'LLM engineer' } },
          metadata: at,
        },
      ]);
  });

  it('records nothing when the profile is unchanged', () => {
    given([registered])
      .when(profile({ firstName: 'Ana' }))
      .expectEvents([]);
  });

  it('refuses to update an unknown user', () => {
    given([])
      .when(profile({ firstName: 'X' }))
      .expectError(NotFoundError);
  });

  it('lets another admin grant and revoke admin', () => {
    given([registered])
      .when(setAdmin(true, 'admin'))
      .expectEvents([{ type: 'UserAdminGranted', data: { userId: 'u1' }, metadata: { actorId: 'admin', at: at.at } }]);
    const granted: UserEvent = { type: 'UserAdminGranted', data: { userId: 'u1' }, metadata: at };
    given([registered, granted])
      .when(setAdmin(false, 'admin'))
      .expectEvents([{ type: 'UserAdminRevoked', data: { userId: 'u1' }, metadata: { actorId: 'admin', at: at.at } }]);
  });

  it('never lets an admin remove their own admin access', () => {
    const granted: UserEvent = { type: 'UserAdminGranted', data: { userId: 'u1' }, metadata: at };
    given([registered, granted]).when(setAdmin(false, 'u1')).expectError(ForbiddenError, 'auth.ownAdminAccess');
  });

  it('records a password change or reset with the new hash only', () => {
    for (const via of ['change', 'reset'] as const) {
      given([registered])
        .when({ type: 'ChangePassword', data: { userId: 'u1', passwordHash: 'h2', via }, metadata: meta() })
        .expectEvents([{ type: 'UserPasswordChanged', data: { userId: 'u1', passwordHash: 'h2', via }, metadata: at }]);
    }
    given([])
      .when({ type: 'ChangePassword', data: { userId: 'u1', passwordHash: 'h2', via: 'reset' }, metadata: meta() })
      .expectError(NotFoundError);
  });

  it('records sign-ins, failed sign-ins and sign-outs', () => {
    const signIn = (succeeded: boolean) => ({
      type: 'RecordSignIn' as const,
      data: { userId: 'u1', succeeded },
      metadata: meta(),
    });
    given([registered])
      .when(signIn(true))
      .expectEvents([{ type: 'UserSignedIn', data: { userId: 'u1' }, metadata: at }]);
    given([registered])
      .when(signIn(false))
      .expectEvents([{ type: 'UserSignInFailed', data: { userId: 'u1', reason: 'wrong_password' }, metadata: at }]);
    // The right password, changed before the session was made: a failure with its own reason.
    given([registered])
      .when({ ...signIn(false), data: { userId: 'u1', succeeded: false, reason: 'password_changed' as const } })
      .expectEvents([{ type: 'UserSignInFailed', data: { userId: 'u1', reason: 'password_changed' }, metadata: at }]);
    given([registered])
      .when({ type: 'RecordSignOut', data: { userId: 'u1' }, metadata: meta() })
      .expectEvents([{ type: 'UserSignedOut', data: { userId: 'u1' }, metadata: at }]);
  });

  it('records nothing when the admin flag already has the asked value', () => {
    given([registered]).when(setAdmin(false, 'admin')).expectEvents([]);
  });
});
