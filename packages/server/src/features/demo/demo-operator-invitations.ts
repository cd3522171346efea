import { scopeOfOrganization } from '../../platform/tenant-scope';
import { addDays, type CalendarDate } from '@paydos/domain';
import type { Config } from '../../config';
import type { Transaction } from '../../db/client';
import { createInvitation } from '../invitations';
import { backdateInvitations, officeTime } from './demo-clock';
import { DEMO_COMPANIES, mailName } from './demo-operator-companies';
import { companyIndexOf, type ShopWindow } from './demo-operator-people';

/** One pending invitation in three of the shop window's organizations. */
export async function writeDemoInvitations(
  tx: Transaction,
  config: Config,
  { orgId, adminOf }: ShopWindow,
  today: CalendarDate,
  now: number,
) {
  const invitees = [
    { company: 'kuzey-lojistik', firstName: 'Selin', lastName: 'Ateş', department: 'Operasyon' },
    { company: 'bogazici-danismanlik', firstName: 'Barış', lastName: 'Sezer', department: 'Danışmanlık' },
    { company: 'lale-kafe', firstName: 'Ece', lastName: 'Yalçın', department: 'Mutfak' },
  ];
  for (const [k, invitee] of invitees.entries()) {
    const ci = companyIndexOf(invitee.company);
    const c = DEMO_COMPANIES[ci]!;
    await createInvitation(
      tx,
      config,
      scopeOfOrganization({ id: orgId(c), name: c.name, subdomain: c.subdomain }),
      {
        email: `${mailName(invitee.firstName)}.${mailName(invitee.lastName)}@${c.subdomain}.paydos.test`,
        firstName: invitee.firstName,
        lastName: invitee.lastName,
        role: 'EMPLOYEE',
        department: invitee.department,
        position: 'Uzman',
        startDate: addDays(today, 10),
      },
      adminOf(ci).id,
      'tr',
      new Date(now),
    );
    // Sent on one of the last few days (the invitation stays valid as long), not at start-up.
    await backdateInvitations(tx, orgId(c), officeTime(addDays(today, -1 - k), 11 + k, 25, now));
  }
}
