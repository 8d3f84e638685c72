import type { UserView } from '@tb/contracts';
import type { UserRow } from '@tb/platform';

/** A users read model row as the API answers it. */
export const toUserView = (row: UserRow): UserView => ({
  id: row.id,
  email: row.email,
  username: row.username,
  firstName: row.first_name,
  lastName: row.last_name,
  bio: row.bio,
  github: row.github,
  portfolio: row.portfolio,
  portfolioFileName: row.portfolio_file_name,
  personalSite: row.personal_site,
  position: row.position,
  tagsEnglish: row.tags_english,
  tagsChinese: row.tags_chinese,
  resumeFileName: row.resume_file_name,
  isEmailVerified: row.is_email_verified,
  isAdmin: row.is_admin,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});
