import { assertNever, type Command, type Decider, eventMeta } from '../shared/decider.ts';
import { ForbiddenError, IllegalStateError, NotFoundError } from '../shared/errors.ts';
import { addSkills, type ProfileFileCommand, uploadPortfolio, uploadResume } from './profile-files.ts';
import {
  evolveUser,
  initialUser,
  type ProfileFields,
  type User,
  type UserEvent,
  type UserSignInFailed,
} from './user.ts';

export type RegisterUser = Command<
  'RegisterUser',
  { userId: string; email: string; username: string; passwordHash: string; firstName: string; lastName: string }
>;
export type UpdateProfile = Command<'UpdateProfile', { userId: string; profile: Partial<ProfileFields> }>;
/** The caller checked the current password (argon2 is slow and async, so not in a pure function). */
export type ChangePassword = Command<
  'ChangePassword',
  { userId: string; passwordHash: string; via: 'change' | 'reset' }
>;
export type SetAdmin = Command<'SetAdmin', { userId: string; isAdmin: boolean }>;
/** `reason` of a failed sign-in: by default a wrong password; `password_changed` while the right one was checked. */
export type RecordSignIn = Command<
  'RecordSignIn',
  { userId: string; succeeded: boolean; reason?: UserSignInFailed['data']['reason'] }
>;
export type RecordSignOut = Command<'RecordSignOut', { userId: string }>;

export type UserCommand =
  | RegisterUser
  | UpdateProfile
  | ChangePassword
  | SetAdmin
  | RecordSignIn
  | RecordSignOut
  | ProfileFileCommand;

const userNotFound = () => new NotFoundError('auth.userNotFound');

function active(state: User) {
  if (state.status !== 'active') throw userNotFound();
  return state;
}

export const registerUser = (command: RegisterUser, state: User): UserEvent[] => {
  if (state.status !== 'unknown') throw new IllegalStateError('auth.emailTaken');
  return [{ type: 'UserRegistered', data: { ...command.data, emailVerified: true }, metadata: eventMeta(command) }];
};

export const updateProfile = (command: UpdateProfile, state: User): UserEvent[] => {
  const user = active(state);
  const changes: Partial<ProfileFields> = {};
  for (const [key, value] of Object.entries(command.data.profile) as [keyof ProfileFields, string][]) {
    if (value !== undefined && user[key] !== value) changes[key] = value;
  }
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'UserProfileUpdated', data: { userId: user.userId, changes }, metadata: eventMeta(command) }];
};

export const changePassword = (command: ChangePassword, state: User): UserEvent[] => {
  const user = active(state);
  return [
    {
      type: 'UserPasswordChanged',
      data: { userId: user.userId, passwordHash: command.data.passwordHash, via: command.data.via },
      metadata: eventMeta(command),
    },
  ];
};

export const setAdmin = (command: SetAdmin, state: User): UserEvent[] => {
  const user = active(state);
  if (!command.data.isAdmin && command.metadata.actorId === user.userId) {
    throw new ForbiddenError('auth.ownAdminAccess');
  }
  if (user.isAdmin === command.data.isAdmin) return [];
  const type = command.data.isAdmin ? 'UserAdminGranted' : 'UserAdminRevoked';
  return [{ type, data: { userId: user.userId }, metadata: eventMeta(command) }];
};

export const recordSignIn = (command: RecordSignIn, state: User): UserEvent[] => {
  const user = active(state);
  return command.data.succeeded
    ? [{ type: 'UserSignedIn', data: { userId: user.userId }, metadata: eventMeta(command) }]
    : [
        {
          type: 'UserSignInFailed',
          data: { userId: user.userId, reason: command.data.reason ?? 'wrong_password' },
          metadata: eventMeta(command),
        },
      ];
};

export const recordSignOut = (command: RecordSignOut, state: User): UserEvent[] => [
  { type: 'UserSignedOut', data: { userId: active(state).userId }, metadata: eventMeta(command) },
];

export function decideUser(command: UserCommand, state: User): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      return registerUser(command, state);
    case 'UpdateProfile':
      return updateProfile(command, state);
    case 'ChangePassword':
      return changePassword(command, state);
    case 'SetAdmin':
      return setAdmin(command, state);
    case 'RecordSignIn':
      return recordSignIn(command, state);
    case 'RecordSignOut':
      return recordSignOut(command, state);
    case 'UploadResume':
      return uploadResume(command, state);
    case 'UploadPortfolio':
      return uploadPortfolio(command, state);
    case 'AddSkills':
      return addSkills(command, state);
    default:
      return assertNever(command);
  }
}

export const userDecider: Decider<UserCommand, UserEvent, User> = {
  decide: decideUser,
  evolve: evolveUser,
  initialState: initialUser,
};

export const userStream = (userId: string) => `user-${userId}`;
