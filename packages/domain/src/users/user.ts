import { emptyProfileFields, type ProfileFields } from '@tb/contracts';
import { assertNever, type DomainEvent } from '../shared/decider.ts';
import type { UserPortfolioUploaded, UserResumeUploaded } from './profile-files.ts';

/** The profile's fields, from the one catalogue (contracts' auth/profile-catalogue.ts). */
export type { ProfileFields };

export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    email: string;
    username: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    emailVerified: boolean;
  }
>;
/** Only the fields that changed. */
export type UserProfileUpdated = DomainEvent<'UserProfileUpdated', { userId: string; changes: Partial<ProfileFields> }>;
export type UserPasswordChanged = DomainEvent<
  'UserPasswordChanged',
  { userId: string; passwordHash: string; via: 'change' | 'reset' }
>;
export type UserAdminGranted = DomainEvent<'UserAdminGranted', { userId: string }>;
export type UserAdminRevoked = DomainEvent<'UserAdminRevoked', { userId: string }>;
export type UserSignedIn = DomainEvent<'UserSignedIn', { userId: string }>;
/** `password_changed`: the password was right when checked, but was changed or reset before a session was made. */
export type UserSignInFailed = DomainEvent<
  'UserSignInFailed',
  { userId: string; reason: 'wrong_password' | 'password_changed' }
>;
export type UserSignedOut = DomainEvent<'UserSignedOut', { userId: string }>;

export type UserEvent =
  | UserRegistered
  | UserProfileUpdated
  | UserPasswordChanged
  | UserAdminGranted
  | UserAdminRevoked
  | UserSignedIn
  | UserSignInFailed
  | UserSignedOut
  | UserResumeUploaded
  | UserPortfolioUploaded;

export type User =
  | { status: 'unknown' }
  | ({
      status: 'active';
      userId: string;
      email: string;
      username: string;
      passwordHash: string;
      isAdmin: boolean;
      isEmailVerified: boolean;
      createdAt: string;
      updatedAt: string;
    } & ProfileFields);

export const initialUser = (): User => ({ status: 'unknown' });

export const emptyProfile = (): ProfileFields => emptyProfileFields();

export function evolveUser(state: User, event: UserEvent): User {
  const at = event.metadata.at;
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, email, username, passwordHash, firstName, lastName, emailVerified } = event.data;
      return {
        status: 'active',
        ...emptyProfile(),
        userId,
        email,
        username,
        passwordHash,
        firstName,
        lastName,
        isAdmin: false,
        isEmailVerified: emailVerified,
        createdAt: at,
        updatedAt: at,
      };
    }
    case 'UserProfileUpdated':
      return state.status === 'active' ? { ...state, ...event.data.changes, updatedAt: at } : state;
    case 'UserPasswordChanged':
      return state.status === 'active' ? { ...state, passwordHash: event.data.passwordHash, updatedAt: at } : state;
    case 'UserAdminGranted':
      return state.status === 'active' ? { ...state, isAdmin: true, updatedAt: at } : state;
    case 'UserAdminRevoked':
      return state.status === 'active' ? { ...state, isAdmin: false, updatedAt: at } : state;
    case 'UserResumeUploaded':
    case 'UserPortfolioUploaded':
      return state.status === 'active' ? { ...state, updatedAt: at } : state;
    case 'UserSignedIn':
    case 'UserSignInFailed':
    case 'UserSignedOut':
      return state;
    default:
      return assertNever(event);
  }
}
