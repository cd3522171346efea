import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { mailOutbox, organizations } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '../../platform/messages';

// The operator sees every organization's mail: this is the operator site, not a tenant query.
const columns = {
  id: mailOutbox.id,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  template: mailOutbox.template,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  organizationName: organizations.name,
  organizationSubdomain: organizations.subdomain,
};

type Row = { createdAt: Date; sentAt: Date | null; organizationName: string | null; organizationSubdomain: string | null };
function present<T extends Row>({ organizationName, organizationSubdomain, createdAt, sentAt, ...rest }: T) {
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    sentAt: sentAt?.toISOString() ?? null,
    organization: organizationName && organizationSubdomain ? { name: organizationName, subdomain: organizationSubdomain } : null,
  };
}

/** The newest mails first, for the operator's mailbox. */
export async function listMail(db: Executor, limit: number) {
  const rows = await db
    .select(columns)
    .from(mailOutbox)
    .leftJoin(organizations, eq(organizations.id, mailOutbox.organizationId))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  return rows.map(present);
}

export async function getMail(db: Executor, id: string) {
  // Any id that is not one of ours is simply not found (never a database error).
  if (!z.uuid().safeParse(id).success) throw fail.notFound(messages.mailNotFound);
  const [row] = await db
    .select({ ...columns, html: mailOutbox.html, text: mailOutbox.text })
    .from(mailOutbox)
    .leftJoin(organizations, eq(organizations.id, mailOutbox.organizationId))
    .where(eq(mailOutbox.id, id));
  if (!row) throw fail.notFound(messages.mailNotFound);
  return present(row);
}
