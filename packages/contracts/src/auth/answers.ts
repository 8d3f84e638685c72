import { z } from 'zod';
import { userView } from './schemas.ts';

/** POST /api/auth/check-email. */
export const checkEmailAnswer = z.object({ exists: z.boolean() });

/** POST /api/auth/send-registration-verification: the code itself only without a mail server (dev mode). */
export const registrationCodeAnswer = z.object({
  message: z.string(),
  devMode: z.boolean(),
  code: z.string().optional(),
});

/** POST /api/auth/register (201). */
export const registeredAnswer = z.object({ message: z.string(), userId: z.string() });

/** POST /api/auth/login: the session is the `tb_session` cookie set with it. */
export const signInAnswer = z.object({ message: z.string(), user: userView });

/** POST /api/auth/login refused (401): with `twoFactorRequired` the form asks for the authenticator's code. */
export const signInRefusal = z.object({ message: z.string(), twoFactorRequired: z.boolean().optional() });

/** GET /api/user/sessions: where the user is signed in, the most recently used first. */
export const sessionSummaryView = z.object({
  id: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});

/** GET /api/user/two-factor. */
export const twoFactorStatus = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() });

/** POST /api/user/two-factor/setup: the secret for the authenticator app, as text and as an otpauth:// URI. */
export const twoFactorSetupAnswer = z.object({ secret: z.string(), uri: z.string() });

/** POST /api/user/two-factor/confirm: shown once. */
export const twoFactorOnAnswer = z.object({ message: z.string(), recoveryCodes: z.array(z.string()) });
