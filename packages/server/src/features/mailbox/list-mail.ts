import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { mailOutbox, organizations } from '../../db/schema';
import { fail } from '../../platform/errors';
import { keyset } from '../../platform/keyset';
import type { PageRequest } from '@paydos/contract/page';
import { messages } from '@paydos/contract/messages';

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
  redactedAt: mailOutbox.redactedAt,
  organizationName: organizations.name,
  organizationSubdomain: organizations.subdomain,
};

type Row = {
  createdAt: Date;
  sentAt: Date | null;
  redactedAt: Date | null;
  organizationName: string | null;
  organizationSubdomain: string | null;
};
function present<T extends Row>({
  organizationName,
  organizationSubdomain,
  createdAt,
  sentAt,
  redactedAt,
  ...rest
}: T) {
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    sentAt: sentAt?.toISOString() ?? null,
    // When its one-time link was blanked out (after delivery): the mailbox says so instead of showing a dead link as if it worked.
    redactedAt: redactedAt?.toISOString() ?? null,
    organization:
      organizationName && organizationSubdomain ? { name: organizationName, subdomain: organizationSubdomain } : null,
  };
}

const newestFirst = keyset({
  sorts: [{ expression: mailOutbox.createdAt, type: 'timestamptz' }],
  id: mailOutbox.id,
  direction: 'desc',
});

/** The newest mails first, for the operator's mailbox, one keyset page at a time. */
export async function listMail(db: Executor, page: PageRequest) {
  const rows = await db
    .select({ ...columns, key: newestFirst.key })
    .from(mailOutbox)
    .leftJoin(organizations, eq(organizations.id, mailOutbox.organizationId))
    .where(newestFirst.after(page.cursor))
    .orderBy(...newestFirst.orderBy)
    .limit(page.limit + 1);
  const { rows: shown, nextCursor } = newestFirst.page(rows, page.limit);
  return { mails: shown.map(present), nextCursor };
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
