import { z } from 'zod';
import { messages } from '../../platform/messages';
import { emailField } from '../auth/schemas';

const v = messages.validation;

/** Spec §5 'New password': required, at least 6 characters. */
export const newPasswordField = z
  .string({ error: v.passwordRequired })
  .min(1, v.passwordRequired)
  .min(6, v.passwordTooShort)
  .max(200);

const resetToken = z.string({ error: v.resetTokenRequired }).trim().min(1, v.resetTokenRequired).max(200, v.resetTokenRequired);

export const requestResetBody = z.object({ email: emailField });
export const verifyResetParams = z.object({ token: resetToken });
export const resetPasswordBody = z.object({ token: resetToken, newPassword: newPasswordField });

export const resetUserResponse = z.object({
  user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
});
