import { z } from 'zod';
import { emailField, newPasswordField } from './auth';
import { requestObject, text } from './fields';
import { messages } from './messages';
import { subdomainField } from './onboarding';

const v = messages.validation;

const resetToken = text('token', { required: v.resetTokenRequired })
  .trim()
  .min(1, v.resetTokenRequired)
  .max(200, v.resetTokenRequired);

/** Product §7 writes the request as `{ email, subdomain }`: the subdomain is accepted, and must be the host's (the organization still comes from the host). */
export const requestResetBody = requestObject({ email: emailField, subdomain: subdomainField.optional() });
export type RequestResetBody = z.input<typeof requestResetBody>;
export const verifyResetParams = requestObject({ token: resetToken });
/** The server adds the password's strength rule. */
export const resetPasswordBody = requestObject({ token: resetToken, newPassword: newPasswordField('newPassword') });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const resetUserResponse = z.object({
  user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
});
export type ResetUserResponse = z.infer<typeof resetUserResponse>;
