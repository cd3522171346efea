import { useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api';

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
  organization: { name: string; subdomain: string } | null;
}

export interface MailDetail extends MailSummary {
  html: string;
  text: string;
}

export const useMailList = () =>
  useQuery({
    queryKey: ['operator-mail'],
    queryFn: () => api<{ mails: MailSummary[] }>('/superadmin/mail', { credentials: 'operator' }),
    refetchInterval: 10_000,
  });

export const useMail = (id: string | null) =>
  useQuery({
    queryKey: ['operator-mail', id],
    queryFn: () => api<{ mail: MailDetail }>(`/superadmin/mail/${encodeURIComponent(id!)}`, { credentials: 'operator' }),
    enabled: !!id,
  });
