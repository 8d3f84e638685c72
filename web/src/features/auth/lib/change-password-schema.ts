import { changePasswordBody } from '@tb/contracts';
import { z } from 'zod';

/** Shown for a mismatch; the screen words it per area (profile or admin). */
export const PASSWORD_MISMATCH = "New password and confirm password don't match";

/** The change-password form: the shared request body plus the confirmation, which must match. */
export const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: PASSWORD_MISMATCH,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;
