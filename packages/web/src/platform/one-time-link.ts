import { useQuery } from '@tanstack/react-query';

/**
 * The token of a one-time link (an invitation, a password reset) checked once when the page opens:
 * never retried or refetched (a spent or unknown token stays so), and nothing asked without a token.
 */
export const useOneTimeLinkCheck = <T>(kind: string, token: string, check: (token: string) => Promise<T>) =>
  useQuery({
    queryKey: [kind, token],
    queryFn: () => check(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
