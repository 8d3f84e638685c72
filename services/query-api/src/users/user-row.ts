import type { UserView } from '@tb/contracts';

export interface UserRow {
  id: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  bio: string;
  github: string;
  portfolio: string;
  personal_site: string;
  position: string;
  tags_english: string;
  tags_chinese: string;
  resume_file_name: string | null;
  portfolio_file_name: string | null;
  is_email_verified: boolean;
  is_admin: boolean;
  created_at: Date;
  updated_at: Date;
  /** Who made the last change (the event's actor: the user or an admin); '' for the system. */
  updated_by: string;
}

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
