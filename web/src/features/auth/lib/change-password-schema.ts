import { changePasswordBody } from '@tb/contracts';
import { z } from 'zod';

/** What a mismatch is refused with: the screen words it per area (profile or admin), so it is never shown as is. */
export const PASSWORD_MISMATCH = 'passwordMismatch';

/** The change-password form: the shared request body plus the confirmation, which must match. */
export const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: PASSWORD_MISMATCH,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;
