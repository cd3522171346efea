import { api } from '../../platform/api';
import type { LoginResponse } from '../auth';

export interface Invitation {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'ADMIN' | 'MANAGER' | 'EMPLOYEE';
  organization: { id: string; name: string; subdomain: string };
}

export interface RegisterFields {
  password: string;
  phone: string;
  nationalId: string;
  birthday: string;
  address: string;
  emergencyContact: string;
  emergencyPhone: string;
}

export const verifyInvitation = (token: string) =>
  api<{ data: { invitation: Invitation } }>(`/auth/verify-invitation/${encodeURIComponent(token)}`, {
    credentials: 'none',
  });

export const registerWithInvitation = (invitationToken: string, fields: RegisterFields) =>
  api<Pick<LoginResponse, 'token' | 'user'> & { handoverCode: string; subdomain: string }>('/auth/register', {
    method: 'POST',
    body: { invitationToken, ...fields },
    credentials: 'none',
    redirectOnUnauthorized: false,
  });
