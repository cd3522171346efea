import type { MessageResponse } from '@paydos/contract/auth';
import type { ResetUserResponse } from '@paydos/contract/password-reset';
import { api } from '../../platform/api';

export const requestPasswordReset = (email: string) =>
  api<MessageResponse>('/password-reset/request', { method: 'POST', body: { email }, credentials: 'none' });

export const verifyResetToken = (token: string) =>
  api<ResetUserResponse>(`/password-reset/verify/${encodeURIComponent(token)}`, { credentials: 'none' });

export const resetPassword = (token: string, newPassword: string) =>
  api<MessageResponse>('/password-reset/reset', {
    method: 'POST',
    body: { token, newPassword },
    credentials: 'none',
  });
