import { personName, type UserView } from '@tb/contracts';

/** The users search matches first name, last name, email and both tag fields, case-insensitively. */
export function filterUsers(users: readonly UserView[], search: string): UserView[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...users];
  return users.filter((u) =>
    [u.firstName, u.lastName, u.email, u.tagsEnglish, u.tagsChinese].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  );
}

/** The name to show: first and last name, else the username. */
export const displayName = (u: UserView): string => personName(u.firstName, u.lastName) || u.username;

/** Comma-separated tags (either comma), trimmed, blanks dropped. */
export const tagsOf = (text: string): string[] =>
  text
    .split(/[,，]/)
    .map((t) => t.trim())
    .filter(Boolean);
