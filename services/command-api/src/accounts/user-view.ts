import type { UserView } from '@tb/contracts';
import type { ActiveUser } from '../http/actor.ts';

/** What the API says about a user: everything but the password hash. */
export function toUserView(user: ActiveUser): UserView {
  return {
    id: user.userId,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    bio: user.bio,
    github: user.github,
    portfolio: user.portfolio,
    portfolioFileName: null,
    personalSite: user.personalSite,
    position: user.position,
    tagsEnglish: user.tagsEnglish,
    tagsChinese: user.tagsChinese,
    resumeFileName: null,
    isEmailVerified: user.isEmailVerified,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
