import { useMutation } from '@tanstack/react-query';
import { api } from '../../platform/api';

export interface SetupOrganizationInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  organizationName: string;
  organizationDescription: string;
  organizationPhone: string;
  organizationWebsite: string;
  organizationAddress: string;
}

/** Creates the organization and its first ADMIN; the answer's handover code logs them in on the new site. */
export const useSetupOrganization = () =>
  useMutation({
    mutationFn: (input: SetupOrganizationInput) =>
      api<{ handoverCode: string; organization: { subdomain: string } }>('/auth/setup-organization', {
        method: 'POST',
        body: input,
        credentials: 'none',
        redirectOnUnauthorized: false,
      }),
  });
