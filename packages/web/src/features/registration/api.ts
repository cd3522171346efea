import type { InvitationResponse, RegisterBody, RegisterResponse } from '@paydos/contract/registration';
import { api } from '../../platform/api';

export type { Invitation } from '@paydos/contract/registration';
/** What the form fills in; the token comes from the link. */
export type RegisterFields = Omit<RegisterBody, 'invitationToken'>;

export const verifyInvitation = (token: string) =>
  api<InvitationResponse>(`/auth/verify-invitation/${encodeURIComponent(token)}`, {
    credentials: 'none',
  });

export const registerWithInvitation = (invitationToken: string, fields: RegisterFields) =>
  api<RegisterResponse>('/auth/register', {
    method: 'POST',
    body: { invitationToken, ...fields },
    credentials: 'none',
    redirectOnUnauthorized: false,
  });
