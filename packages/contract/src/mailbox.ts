import { z } from 'zod';
import { requestObject, text } from './fields';
import { pageQuery } from './page';

const status = z.enum(['PENDING', 'SENT', 'FAILED', 'STORED']);

export const mailListQuery = requestObject(pageQuery);
export const mailIdParams = requestObject({ id: text('mailId').max(100) });

const summary = {
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status,
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Set once the mail's one-time tokens were replaced by a placeholder (after the SMTP server accepted it). */
  redactedAt: z.string().nullable(),
  organization: z.object({ name: z.string(), subdomain: z.string() }).nullable(),
};

export const mailSummary = z.object(summary);
export type MailSummary = z.infer<typeof mailSummary>;
export const mailDetail = z.object({ ...summary, html: z.string(), text: z.string() });
export type MailDetail = z.infer<typeof mailDetail>;
export type MailStatus = MailSummary['status'];

export const mailListResponse = z.object({ mails: z.array(mailSummary), nextCursor: z.string().nullable() });
export type MailListResponse = z.infer<typeof mailListResponse>;
export const mailDetailResponse = z.object({ mail: mailDetail });
export type MailDetailResponse = z.infer<typeof mailDetailResponse>;
