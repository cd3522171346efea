import { istanbulToday, TRIAL_DAYS, toIstanbulDate, type Language, type LeavePolicy } from '@paydos/domain';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { billingEvents, organizations, subscriptions } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { hashPassword } from '../../platform/passwords';
import { createHandoverCode } from '../auth';
import { createUserSession } from '../../platform/sessions';
import { storeUpload } from '../data-uploads';
import { createInvitation, type InvitationInput } from '../invitations';
import { enqueueMail } from '../mail';
import { createEmployee } from '../users';
import { loadUserProfile } from '../users';
import { isEmailTaken, lockClaims, subdomainAvailability } from './check-availability';
import { welcomeMail } from '../mail';
import { scopeOfOrganization } from '../../platform/tenant-scope';

export interface NewOrganization {
  admin: { firstName: string; lastName: string; email: string; password: string; phone: string | null };
  organization: {
    name: string;
    subdomain: string;
    description: string | null;
    address: string | null;
    phone: string | null;
    website: string | null;
  };
  policy: LeavePolicy;
  staff: InvitationInput[];
  /** Past-leave files from the wizard's step 4, already read and size-checked. */
  files: Array<{ fileName: string; contentType: string; content: Buffer; sha256: string }>;
}

/**
 * The one way an organization comes to exist (onboarding wizard and setup page): in ONE transaction
 * the organization, its 14-day trial, the admin (with ledger), the invitations and their mails, the
 * uploaded files and the welcome mail, a session of the new organization (product §7) and a one-time
 * handover code for the browser's move to the new host. Either all or nothing. The welcome mail and the
 * invitations speak the founder's `language` (the request's: features/mail/mail-language.ts).
 */
export async function createOrganizationWithAdmin(
  db: Database,
  config: Config,
  input: NewOrganization,
  meta: { ipAddress?: string; userAgent?: string },
  language: Language,
  now: Date,
) {
  // Hash outside the transaction: it is slow on purpose and holds no lock.
  const passwordHash = await hashPassword(input.admin.password);
  const email = input.admin.email.toLowerCase();
  const subdomain = input.organization.subdomain.toLowerCase();
  return db.transaction(async (tx) => {
    await lockClaims(tx, [`email:${email}`, `subdomain:${subdomain}`]);
    if (await isEmailTaken(tx, email)) throw fail.conflict(messages.onboarding.emailTaken);
    const availability = await subdomainAvailability(tx, subdomain);
    if (!availability.available) {
      if (availability.reason === 'reserved') throw fail.conflict(messages.onboarding.subdomainReserved);
      if (availability.reason === 'invalid') throw fail.badRequest(messages.onboarding.subdomainFormat);
      throw fail.conflict(messages.onboarding.subdomainTaken);
    }

    const [organization] = await tx
      .insert(organizations)
      .values({ ...input.organization, subdomain, leavePolicy: input.policy })
      .returning();
    const scope = scopeOfOrganization(organization!.id);
    const trialEndsAt = new Date(now.getTime() + TRIAL_DAYS * 86_400_000);
    const [subscription] = await tx
      .insert(subscriptions)
      .values({ organizationId: organization!.id, status: 'TRIAL', trialEndsAt })
      .returning({ id: subscriptions.id });
    await tx
      .insert(billingEvents)
      .values({ organizationId: organization!.id, subscriptionId: subscription!.id, kind: 'TRIAL_STARTED' });

    // The founder's start date is unknown; today is the honest default and the profile can change it.
    const admin = await createEmployee(
      tx,
      scope,
      {
        email,
        passwordHash,
        firstName: input.admin.firstName,
        lastName: input.admin.lastName,
        phone: input.admin.phone,
        role: 'ADMIN',
        startDate: istanbulToday(now),
      },
      { leavePolicy: input.policy, joinedOn: istanbulToday(now) },
    );

    const invitationScope = { ...scope, organizationName: organization!.name, subdomain };
    for (const member of input.staff)
      await createInvitation(tx, config, invitationScope, member, admin.id, language, now);

    await storeUploads(tx, scope.organizationId, admin.id, input.files);

    await enqueueMail(tx, {
      template: 'welcome-admin',
      to: email,
      organizationId: organization!.id,
      ...welcomeMail(config, language, {
        firstName: input.admin.firstName,
        email,
        organizationName: organization!.name,
        subdomain,
        founder: { trialEndsOn: toIstanbulDate(trialEndsAt), invitedCount: input.staff.length },
      }),
    });

    const token = await createUserSession(tx, { id: admin.id, organizationId: organization!.id }, meta, now);
    // The browser goes to the new host with this one-time code, never with the token (issue 20).
    const handoverCode = await createHandoverCode(tx, { id: admin.id, organizationId: organization!.id }, now);
    const user = await loadUserProfile(tx, scope, admin.id, now);
    return {
      token,
      handoverCode,
      user: user!,
      organization: { id: organization!.id, subdomain, name: organization!.name },
    };
  });
}

/** Step 4's files go where every past-leave upload goes (stored_files plus a data_uploads row for the operator, within the storage quota). */
async function storeUploads(
  tx: Executor,
  organizationId: string,
  uploadedById: string,
  files: NewOrganization['files'],
) {
  for (const file of files) await storeUpload(tx, scopeOfOrganization(organizationId), uploadedById, file);
}
