import { z } from 'zod';
import { lineText, proseText } from '../text/storable-text.ts';
import { webLinkField } from '../text/web-link.ts';

/**
 * Request bodies of the account endpoints, shared by the web forms (zodResolver) and the services.
 * Messages are the product's English texts; `messagesZh` holds their Chinese.
 */
export const emailField = lineText(
  z.string({ error: 'Invalid email address' }).trim().max(255, 'Invalid email address'),
).pipe(z.email('Invalid email address'));
export const passwordField = z
  .string({ error: 'Password must be at least 6 characters' })
  .min(6, 'Password must be at least 6 characters')
  .max(200, 'Password is too long');

/** A 6-digit authenticator code or an `xxxx-xxxx` recovery code; only for accounts with two-factor sign-in on. */
export const twoFactorCodeField = z
  .string({ error: 'Enter the 6-digit code from your authenticator app, or a recovery code.' })
  .trim()
  .min(1, 'Enter the 6-digit code from your authenticator app, or a recovery code.')
  .max(20, 'The authentication code is wrong or was already used.');
export const loginBody = z.object({ email: emailField, password: passwordField, code: twoFactorCodeField.optional() });
export const twoFactorCodeBody = z.object({ code: twoFactorCodeField });
export type LoginBody = z.infer<typeof loginBody>;

export const checkEmailBody = z.object({ email: emailField });
export const sendRegistrationCodeBody = z.object({ email: emailField });

/** Letters that show nothing (the Hangul fillers U+3164, U+FFA0, U+115F…) are refused by lineText. */
export const usernameField = lineText(
  z
    .string({ error: 'Username must be at least 3 characters' })
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(50, 'Username must be at most 50 characters')
    .regex(/^[\p{L}\p{N}_.-]+$/u, 'Username may contain letters, digits, dots, dashes and underscores only'),
);

const nameField = lineText(z.string({ error: 'Invalid request' }).trim().max(100, 'Name is too long'));
export const verificationCodeField = z
  .string({ error: 'Verification code is required' })
  .trim()
  .min(1, 'Verification code is required')
  .max(6, 'Verification code is 6 characters');

export const registerBody = z.object({
  firstName: nameField.optional().default(''),
  lastName: nameField.optional().default(''),
  email: emailField,
  username: usernameField,
  password: passwordField,
  /** The registration form compares the code in the browser; the server checks it too. */
  code: verificationCodeField,
});
export type RegisterBody = z.infer<typeof registerBody>;

export const forgotPasswordBody = z.object({ email: emailField });
export const resetPasswordBody = z.object({
  token: z
    .string({ error: 'Reset token is required' })
    .trim()
    .min(1, 'Reset token is required')
    .max(6, 'Verification code is 6 characters'),
  password: passwordField,
  /** The page sends the email too, so a code alone never resets someone else's password. */
  email: emailField,
});

export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(200, 'Password is too long'),
  newPassword: z
    .string({ error: 'Password must be at least 6 characters long' })
    .min(6, 'Password must be at least 6 characters long')
    .max(200, 'Password is too long'),
});

/** Optional profile text; the limits' messages are in `messagesZh` (one per limit used here). */
const optionalText = (max: 255 | 1024 | 2000 | 5000) =>
  (max === 5000 ? proseText : lineText)(
    z.string({ error: 'Invalid request' }).trim().max(max, `At most ${max} characters`),
  )
    .optional()
    .default('');
export const profileUpdateBody = z.object({
  firstName: lineText(
    z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100, 'Name is too long'),
  ),
  lastName: lineText(
    z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(100, 'Name is too long'),
  ),
  // Links: '' or http(s) only (a `javascript:` or `data:` link would run in whoever opens it).
  github: webLinkField(1024).optional().default(''),
  portfolio: webLinkField(1024).optional().default(''),
  personalSite: webLinkField(1024).optional().default(''),
  position: optionalText(255),
  tagsEnglish: optionalText(2000),
  tagsChinese: optionalText(2000),
  bio: optionalText(5000),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

export const adminFlagBody = z.object({ isAdmin: z.boolean({ error: 'isAdmin must be true or false' }) });

/** A user as the API answers it; never a password hash. */
/**
 * Who made a record's last change (the actor of its last event), named from the users read model; null for the
 * system (demo data, an import, the admin CLI). The edit forms' conflict dialogs show it.
 */
export const lastEditor = z.object({ id: z.string(), name: z.string() }).nullable();
export type LastEditor = z.infer<typeof lastEditor>;

export const userView = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  bio: z.string(),
  github: z.string(),
  portfolio: z.string(),
  portfolioFileName: z.string().nullable(),
  personalSite: z.string(),
  position: z.string(),
  tagsEnglish: z.string(),
  tagsChinese: z.string(),
  resumeFileName: z.string().nullable(),
  isEmailVerified: z.boolean(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who made the change at `updatedAt` (GET /api/user/profile only): the user, or an admin. */
  updatedBy: lastEditor.optional(),
});
export type UserView = z.infer<typeof userView>;
