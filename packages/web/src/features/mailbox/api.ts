import { useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api';
import type { MailDetailResponse, MailSummary } from '@paydos/contract/mailbox';
import { usePagedList } from '../../platform/paged-list';

export type { MailDetail, MailStatus, MailSummary } from '@paydos/contract/mailbox';

/** Newest first in keyset pages; the loaded pages are read again every 10 seconds. */
export const useMailList = () =>
  usePagedList<MailSummary, 'mails'>(
    ['operator-mail', 'list'],
    '/superadmin/mail',
    'mails',
    {},
    { credentials: 'operator', refetchInterval: 10_000 },
  );

export const useMail = (id: string | null) =>
  useQuery({
    queryKey: ['operator-mail', id],
    queryFn: () => api<MailDetailResponse>(`/superadmin/mail/${encodeURIComponent(id!)}`, { credentials: 'operator' }),
    enabled: !!id,
  });
