import { toIstanbulDate, type Language } from '@paydos/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { invitations, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { publicUrl } from '../../platform/public-links';
import type { TenantScope } from '../../platform/tenant-scope';
import { inTenant } from '../../platform/tenant-scope';
import { hashToken, newToken } from '../../platform/tokens';
import { enqueueMail } from '../mail';
import { teamColumns } from '../teams';
import { invitationMail } from './invitation-mail';
import type { Role } from '@paydos/domain';

export const INVITATION_VALID_DAYS = 7;

export interface InvitationInput {
  email: string;
  firstName: string;
  lastName: string;
  role?: Role;
  department?: string | null;
  position?: string | null;
  startDate?: string | null;
}

/**
 * Creates an invitation and queues its e-mail, in the caller's transaction (product §D3: the token
 * is 256 random bits, stored only as a hash, valid 7 days, single use). The link opens /register on
 * the main site (product §2), which signs the person up and sends them on to their organization's site.
 * The mail speaks `language`, the inviting ADMIN's request language (features/mail/mail-language.ts).
 */
export async function createInvitation(
  db: Executor,
  config: Config,
  scope: TenantScope & { organizationName: string; subdomain: string },
  input: InvitationInput,
  invitedById: string | null,
  language: Language,
  now: Date,
) {
  const email = input.email.toLowerCase();
  const [existingUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(inTenant(scope, users, eq(users.email, email)))
    .limit(1);
  if (existingUser) throw fail.conflict('Bu e-posta adresiyle kayıtlı bir personel zaten var');
  // A new invitation replaces an open one for the same address, so only the newest link works.
  await db
    .update(invitations)
    .set({ cancelledAt: now })
    .where(
      inTenant(
        scope,
        invitations,
        and(eq(invitations.email, email), isNull(invitations.acceptedAt), isNull(invitations.cancelledAt)),
      ),
    );

  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_DAYS * 86_400_000);
  const [invitation] = await db
    .insert(invitations)
    .values({
      organizationId: scope.organizationId,
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role ?? 'EMPLOYEE',
      ...(await teamColumns(db, scope, input.department)),
      position: input.position ?? null,
      startDate: input.startDate ?? null,
      tokenHash: hashToken(token),
      invitedById,
      expiresAt,
    })
    .returning();
  const url = publicUrl(config, { kind: 'main' }, `/register?token=${token}`);
  await enqueueMail(db, {
    template: 'invitation',
    to: email,
    organizationId: scope.organizationId,
    secrets: [token],
    ...invitationMail(language, {
      firstName: input.firstName,
      organizationName: scope.organizationName,
      role: input.role ?? 'EMPLOYEE',
      url,
      expiresOn: toIstanbulDate(expiresAt),
    }),
  });
  return { invitation: invitation!, token, url };
}
