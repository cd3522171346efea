import { z } from 'zod';
import { pageQuery } from '@paydos/contract/page';
import { requestObject, text } from '@paydos/contract/fields';

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

export const mailListResponse = z.object({ mails: z.array(z.object(summary)), nextCursor: z.string().nullable() });
export const mailDetailResponse = z.object({ mail: z.object({ ...summary, html: z.string(), text: z.string() }) });
