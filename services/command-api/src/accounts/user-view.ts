import { profileFieldsOf, type UserView } from '@tb/contracts';
import type { ActiveUser } from '../http/actor.ts';

/** What the API says about a user: everything but the password hash. */
export function toUserView(user: ActiveUser): UserView {
  return {
    id: user.userId,
    email: user.email,
    username: user.username,
    ...profileFieldsOf(user),
    portfolioFileName: null,
    resumeFileName: null,
    isEmailVerified: user.isEmailVerified,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
