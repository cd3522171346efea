import { useMutation } from '@tanstack/react-query';
import { api } from '../../platform/api';

/** Whether a company has this subdomain: a 404 says none, a 402/403 one that cannot be used now (product §8). */
export const useCheckOrganization = () =>
  useMutation({
    mutationFn: (subdomain: string) =>
      api(`/subdomain/organization-info?subdomain=${encodeURIComponent(subdomain)}`, { credentials: 'none' }),
  });
