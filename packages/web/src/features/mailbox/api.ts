import { useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api';
import { usePagedList } from '../../platform/paged-list';

export type MailStatus = 'PENDING' | 'SENT' | 'FAILED' | 'STORED';

export interface MailSummary {
  id: string;
  to: string;
  subject: string;
  template: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /** When the one-time link's token was replaced by a placeholder (after delivery). */
  redactedAt: string | null;
  organization: { name: string; subdomain: string } | null;
}

export interface MailDetail extends MailSummary {
  html: string;
  text: string;
}

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
    queryFn: () =>
      api<{ mail: MailDetail }>(`/superadmin/mail/${encodeURIComponent(id!)}`, { credentials: 'operator' }),
    enabled: !!id,
  });
