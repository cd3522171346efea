import { istanbulToday, type Language } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { invitations, organizations, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { hashPassword } from '../../platform/passwords';
import { findOrganizationBySubdomain } from '../../platform/tenancy';
import { inTenant, scopeOfOrganization } from '../../platform/tenant-scope';
import { assertOrganizationOpen } from '../auth';
import { createHandoverCode } from '../auth';
import { createUserSession } from '../../platform/sessions';
import type { PaymentProvider } from '../billing';
import { activateWithSeats } from '../billing';
import { enqueueMail } from '../mail';
import { queueWebhookEvent } from '../webhooks';
import { welcomeMail } from '../mail';
import { createEmployee } from '../users';
import { loadUserProfile } from '../users';
import type { RegisterInput } from '@paydos/contract/registration';
import { invitationUnspent, openInvitation } from './verify-invitation';

/**
 * Signs a person up from an invitation, in one transaction: spends the invitation (a conditional
 * update, so two submits of one link cannot both create an account), creates the user with the
 * opening balance of their service year, queues the welcome mail and opens a session of the
 * invitation's organization. Beyond the paid seats, the seat is charged first (features/billing/seats.ts).
 * The welcome mail speaks the request's `language` (features/mail/mail-language.ts).
 */
export async function registerWithInvitation(
  db: Database,
  config: Config,
  provider: PaymentProvider,
  input: RegisterInput,
  meta: { ipAddress?: string; userAgent?: string },
  language: Language,
  now: Date,
) {
  const passwordHash = await hashPassword(input.password);
  const write = async (tx: Transaction) => {
    const [found] = await tx
      .select({ id: invitations.id, subdomain: organizations.subdomain })
      .from(invitations)
      .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
      .where(openInvitation(input.invitationToken, now))
      .limit(1);
    if (!found) throw fail.notFound(messages.invitation.notFound);
    // The organization must be open for login, else the new account could not be used (402 as for login).
    const organization = assertOrganizationOpen(await findOrganizationBySubdomain(tx, found.subdomain), now);
    const scope = scopeOfOrganization(organization.id);

    // Re-checked in the update itself: of two concurrent submits of one link, only one spends it.
    const [invitation] = await tx
      .update(invitations)
      .set({ acceptedAt: now })
      .where(inTenant(scope, invitations, eq(invitations.id, found.id), invitationUnspent(now)))
      .returning();
    if (!invitation) throw fail.notFound(messages.invitation.notFound);

    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(inTenant(scope, users, eq(users.email, invitation.email)))
      .limit(1);
    if (existing) throw fail.conflict(messages.invitation.alreadyMember);
    const [policy] = await tx
      .select({ leavePolicy: organizations.leavePolicy })
      .from(organizations)
      .where(eq(organizations.id, organization.id));

    const user = await createEmployee(
      tx,
      scope,
      {
        email: invitation.email,
        passwordHash,
        firstName: invitation.firstName,
        lastName: invitation.lastName,
        role: invitation.role,
        department: invitation.department,
        position: invitation.position,
        // Product §5: an invitation without a start date starts today.
        startDate: invitation.startDate ?? istanbulToday(now),
        birthDate: input.birthday,
        nationalId: input.nationalId,
        phone: input.phone,
        address: input.address,
        emergencyContact: input.emergencyContact,
        emergencyPhone: input.emergencyPhone,
      },
      { leavePolicy: policy!.leavePolicy, createdById: invitation.invitedById, joinedOn: istanbulToday(now) },
    );
    await queueWebhookEvent(tx, scope, { type: 'person.joined', userId: user.id }, now);
    await enqueueMail(tx, {
      template: 'welcome',
      to: invitation.email,
      organizationId: organization.id,
      ...welcomeMail(config, language, {
        firstName: invitation.firstName,
        email: invitation.email,
        organizationName: organization.name,
        subdomain: organization.subdomain,
      }),
    });
    const token = await createUserSession(tx, { id: user.id, organizationId: organization.id }, meta, now);
    // The browser goes to the organization's host with this one-time code, never with the token (issue 20).
    const handoverCode = await createHandoverCode(tx, { id: user.id, organizationId: organization.id }, now);
    const profile = await loadUserProfile(tx, scope, user.id, now);
    return { success: true as const, token, handoverCode, user: profile!, subdomain: organization.subdomain };
  };
  // The new person takes a seat (issue 20): beyond the paid ones the organization's saved card is
  // charged first; declined, nothing is written and the invitation stays open.
  const [invited] = await db
    .select({ organizationId: invitations.organizationId })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(openInvitation(input.invitationToken, now))
    .limit(1);
  if (!invited) return db.transaction(write);
  return activateWithSeats(
    {
      db,
      provider,
      scope: scopeOfOrganization(invited.organizationId),
      paidById: null,
      declinedMessage: messages.billing.seatDeclinedRegistration,
      now,
    },
    write,
  );
}
