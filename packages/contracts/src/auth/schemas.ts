import { z } from 'zod';
import { messageRef } from '../messages/refs.ts';
import { lineText } from '../text/storable-text.ts';
import { profileView } from './profile-catalogue.ts';

/** The profile's update body is the profile catalogue's (profile-catalogue.ts). */
export { type ProfileUpdateBody, profileUpdateBody } from './profile-catalogue.ts';

/**
 * Request bodies of the account endpoints, shared by the web forms (zodResolver) and the services.
 * Messages are message refs (keys of the one catalogue), said in the reader's language where they are shown.
 */
const invalidEmail = messageRef('auth.invalidEmail');
export const emailField = lineText(z.string({ error: invalidEmail }).trim().max(255, invalidEmail)).pipe(
  z.email(invalidEmail),
);
export const passwordField = z
  .string({ error: messageRef('auth.passwordTooShort') })
  .min(6, messageRef('auth.passwordTooShort'))
  .max(200, messageRef('auth.passwordTooLong'));

/** A 6-digit authenticator code or an `xxxx-xxxx` recovery code; only for accounts with two-factor sign-in on. */
export const twoFactorCodeField = z
  .string({ error: messageRef('security.codeNeeded') })
  .trim()
  .min(1, messageRef('security.codeNeeded'))
  .max(20, messageRef('security.codeWrong'));
export const loginBody = z.object({ email: emailField, password: passwordField, code: twoFactorCodeField.optional() });
export const twoFactorCodeBody = z.object({ code: twoFactorCodeField });
export type LoginBody = z.infer<typeof loginBody>;

export const checkEmailBody = z.object({ email: emailField });
export const sendRegistrationCodeBody = z.object({ email: emailField });

/** Letters that show nothing (the Hangul fillers U+3164, U+FFA0, U+115F…) are refused by lineText. */
export const usernameField = lineText(
  z
    .string({ error: messageRef('auth.usernameTooShort') })
    .trim()
    .min(3, messageRef('auth.usernameTooShort'))
    .max(50, messageRef('auth.usernameTooLong'))
    .regex(/^[\p{L}\p{N}_.-]+$/u, messageRef('auth.usernameCharacters')),
);

const nameField = lineText(
  z
    .string({ error: messageRef('common.invalidRequest') })
    .trim()
    .max(100, messageRef('auth.nameTooLong')),
);
export const verificationCodeField = z
  .string({ error: messageRef('auth.codeRequired') })
  .trim()
  .min(1, messageRef('auth.codeRequired'))
  .max(6, messageRef('auth.codeLength'));

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
    .string({ error: messageRef('auth.resetTokenRequired') })
    .trim()
    .min(1, messageRef('auth.resetTokenRequired'))
    .max(6, messageRef('auth.codeLength')),
  password: passwordField,
  /** The page sends the email too, so a code alone never resets someone else's password. */
  email: emailField,
});

export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: messageRef('auth.currentPasswordRequired') })
    .min(1, messageRef('auth.currentPasswordRequired'))
    .max(200, messageRef('auth.passwordTooLong')),
  newPassword: z
    .string({ error: messageRef('auth.newPasswordTooShort') })
    .min(6, messageRef('auth.newPasswordTooShort'))
    .max(200, messageRef('auth.passwordTooLong')),
});

export const adminFlagBody = z.object({ isAdmin: z.boolean({ error: messageRef('auth.isAdminBoolean') }) });

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
  ...profileView.shape,
  portfolioFileName: z.string().nullable(),
  resumeFileName: z.string().nullable(),
  isEmailVerified: z.boolean(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who made the change at `updatedAt` (GET /api/user/profile only): the user, or an admin. */
  updatedBy: lastEditor.optional(),
});
export type UserView = z.infer<typeof userView>;
