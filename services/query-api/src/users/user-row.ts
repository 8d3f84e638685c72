import { profileFieldsOfRow, type UserView } from '@tb/contracts';
import type { UserRow } from '@tb/platform';

/** A users read model row as the API answers it. */
export const toUserView = (row: UserRow): UserView => ({
  id: row.id,
  email: row.email,
  username: row.username,
  ...profileFieldsOfRow(row),
  portfolioFileName: row.portfolio_file_name,
  resumeFileName: row.resume_file_name,
  isEmailVerified: row.is_email_verified,
  isAdmin: row.is_admin,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});
