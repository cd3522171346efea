import { api } from '../../platform/api';

export interface ResetUser {
  firstName: string;
  lastName: string;
  email: string;
}

export const requestPasswordReset = (email: string) =>
  api<{ message: string }>('/password-reset/request', { method: 'POST', body: { email }, credentials: 'none' });

export const verifyResetToken = (token: string) =>
  api<{ user: ResetUser }>(`/password-reset/verify/${encodeURIComponent(token)}`, { credentials: 'none' });

export const resetPassword = (token: string, newPassword: string) =>
  api<{ message: string }>('/password-reset/reset', {
    method: 'POST',
    body: { token, newPassword },
    credentials: 'none',
  });
