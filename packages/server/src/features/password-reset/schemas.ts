import { z } from 'zod';
import { messages } from '@paydos/contract/messages';
import { newPasswordField } from '../../platform/passwords';
import { requestObject, text } from '@paydos/contract/fields';
import { emailField } from '../auth';
import { subdomainField } from '../onboarding';

const v = messages.validation;

const resetToken = text('token', { required: v.resetTokenRequired })
  .trim()
  .min(1, v.resetTokenRequired)
  .max(200, v.resetTokenRequired);

/** Product §7 writes the request as `{ email, subdomain }`: the subdomain is accepted, and must be the host's (the organization still comes from the host). */
export const requestResetBody = requestObject({ email: emailField, subdomain: subdomainField.optional() });
export const verifyResetParams = requestObject({ token: resetToken });
export const resetPasswordBody = requestObject({ token: resetToken, newPassword: newPasswordField('newPassword') });

export const resetUserResponse = z.object({
  user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
});
