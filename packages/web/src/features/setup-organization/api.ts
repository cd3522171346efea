import { useMutation } from '@tanstack/react-query';
import type { SetupOrganizationBody, SetupOrganizationResponse } from '@paydos/contract/onboarding';
import { api } from '../../platform/api';

/** Creates the organization and its first ADMIN; the answer's handover code logs them in on the new site. */
export const useSetupOrganization = () =>
  useMutation({
    mutationFn: (input: SetupOrganizationBody) =>
      api<SetupOrganizationResponse>('/auth/setup-organization', {
        method: 'POST',
        body: input,
        credentials: 'none',
        redirectOnUnauthorized: false,
      }),
  });
