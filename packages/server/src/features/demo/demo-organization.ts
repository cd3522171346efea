import { addDays, compareDates, DEFAULT_LEAVE_POLICY, istanbulToday } from '@paydos/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { auditLog, operators, organizations, storedFiles, subscriptions, users } from '../../db/schema';
import { systemClock } from '../../platform/clock';
import { hashPassword } from '../../platform/passwords';
import { openSecretBox } from '../../platform/sealed-secrets';
import { createInvitation } from '../invitations';
import { grantDueAnniversaries } from '../ledger';
import { createEmployee, type NewUser } from '../users';
import { DEMO_BILLING_EMAILS, DEMO_BILLING_SUBDOMAIN, ensureDemoBilling } from './demo-billing';
import {
  DEMO_OPERATOR_USERNAME,
  newDemoCredentials,
  readDemoCredentials,
  writeDemoCredentials,
} from './demo-credentials';
import { writeDemoApprovals } from './demo-approvals';
import { writeDemoApiKeys } from './demo-api-keys';
import { writeDemoUpload } from './demo-data-upload';
import { writeDemoHistoricalLeaves } from './demo-historical-leaves';
import { writeDemoHistory } from './demo-leave-history';
import type { HistoryPerson } from './demo-leave-plan';
import { writeDemoScheduledMails } from './demo-scheduled-mails';
import { eraseDemoOperatorData, writeDemoOperatorData } from './demo-operator';
import { writeDemoTeamCalendar } from './demo-team-calendar';
import { writeDemoTermination } from './demo-termination';
import { writeDemoWebhooks } from './demo-webhooks';
import { writeDemoLeaveDocuments } from './demo-leave-documents';
import { writeDemoNursingLeave } from './demo-nursing';
import { backdateInvitations, backdateLedgerGrants, officeTime, storyWrittenOn } from './demo-clock';
import { scopeOfOrganization } from '../../platform/tenant-scope';

export const DEMO_SUBDOMAIN = 'demo';

type DemoPerson = Omit<NewUser, 'passwordHash'>;

/**
 * The demo company's people. Registry numbers (sicil no, on the leave record of Yönetmelik md. 20,
 * docs/leave-rules.md section 12) run in the order of hiring, with the gaps of people who have left.
 */
export const DEMO_PEOPLE: DemoPerson[] = [
  {
    email: 'ayse.yilmaz@demo.paydos.test',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    role: 'ADMIN',
    position: 'İnsan Kaynakları Direktörü',
    department: 'İnsan Kaynakları',
    startDate: '2011-03-01',
    registryNumber: 'P-0027',
    birthDate: '1979-05-14',
    phone: '+90 532 111 22 33',
  },
  {
    email: 'mehmet.demir@demo.paydos.test',
    firstName: 'Mehmet',
    lastName: 'Demir',
    role: 'MANAGER',
    position: 'Yazılım Geliştirme Müdürü',
    department: 'Teknoloji',
    startDate: '2018-09-10',
    registryNumber: 'P-0098',
    birthDate: '1985-11-02',
    phone: '+90 533 222 33 44',
  },
  {
    email: 'zeynep.kaya@demo.paydos.test',
    firstName: 'Zeynep',
    lastName: 'Kaya',
    role: 'EMPLOYEE',
    position: 'Yazılım Geliştirici',
    department: 'Teknoloji',
    startDate: '2023-02-06',
    registryNumber: 'P-0152',
    birthDate: '1998-08-21',
    phone: '+90 534 333 44 55',
  },
  {
    email: 'emre.sahin@demo.paydos.test',
    firstName: 'Emre',
    lastName: 'Şahin',
    role: 'EMPLOYEE',
    position: 'Muhasebe Uzmanı',
    department: 'Finans',
    startDate: '2016-06-20',
    registryNumber: 'P-0064',
    birthDate: '1990-01-30',
    phone: '+90 535 444 55 66',
  },
  {
    email: 'elif.celik@demo.paydos.test',
    firstName: 'Elif',
    lastName: 'Çelik',
    role: 'EMPLOYEE',
    position: 'Satış Temsilcisi',
    department: 'Satış',
    startDate: '2021-11-29',
    registryNumber: 'P-0131',
    birthDate: '2007-12-03',
    phone: '+90 536 555 66 77',
  },
  {
    email: 'burak.ozturk@demo.paydos.test',
    firstName: 'Burak',
    lastName: 'Öztürk',
    role: 'MANAGER',
    position: 'Lojistik Müdürü',
    department: 'Lojistik',
    startDate: '2009-01-05',
    registryNumber: 'P-0012',
    birthDate: '1974-04-17',
    phone: '+90 537 666 77 88',
  },
  {
    email: 'gizem.arslan@demo.paydos.test',
    firstName: 'Gizem',
    lastName: 'Arslan',
    role: 'EMPLOYEE',
    position: 'Grafik Tasarımcı',
    department: 'Pazarlama',
    startDate: '2026-07-01',
    registryNumber: 'P-0187',
    birthDate: '2000-10-09',
    phone: '+90 538 777 88 99',
  },
];

/** The demo's pending invitation (its mail waits in the operator's mailbox). */
export const DEMO_INVITEE = {
  email: 'can.yildiz@demo.paydos.test',
  firstName: 'Can',
  lastName: 'Yıldız',
  role: 'EMPLOYEE' as const,
  department: 'Teknoloji',
  position: 'Yazılım Geliştirici',
};

const TRIAL_DAYS = 14;
/** The demo company has used Paydos for a year: its ledgers open then, and its leave history spans it. */
const HISTORY_DAYS = 366;

/** The demo's story is told relative to the day it was written; after this many days it is written anew. */
export const DEMO_REFRESH_DAYS = 7;

/**
 * The demo organization and operator of the embedded default. Its logins are random per installation
 * (demo-credentials.ts: DATA_DIR/demo-credentials.json); when that file is missing (first start, or lost) new
 * ones are made, the stored hashes of the demo's people and operator set to them, and the file written. Created on the first start, with
 * a year of leave history relative to today (demo-leave-history.ts), a carried-over adjustment,
 * a pending invitation, a pending past-leave upload and the mails all of that sent, in one transaction. At a later start the
 * demo's trial is renewed so that the printed logins keep working; once its story is a week old
 * (nobody on leave "today" any more, the pending requests in the past) the demo organization is
 * erased and written anew for today, in one transaction, so that the shop window never ages.
 */
export async function ensureDemoData(
  db: Database,
  config: Config,
  // The seeding's one clock reading, at its entry: every date of the story is relative to it.
  now: Date = systemClock(),
): Promise<'created' | 'renewed' | 'refreshed'> {
  const saved = readDemoCredentials(config.dataDir);
  const credentials = saved ?? newDemoCredentials();
  const [passwordHash, payingHash, operatorHash] = await Promise.all(
    [credentials.peoplePassword, credentials.payingPeoplePassword, credentials.operator.password].map(hashPassword),
  );
  // The paying demo organization (demo-billing.ts) has its own refresh on the same rule.
  await ensureDemoBilling(db, payingHash!, DEMO_REFRESH_DAYS, now);
  const outcome = await ensureDemoOrganization(db, config, now, passwordHash!, operatorHash!);
  if (!saved) {
    // New passwords (first start, or the file was lost): the existing demo takes them, so the printed logins work.
    // The file is written last: a start that stops before it makes new ones again next time.
    await writeDemoPasswordHashes(db, { people: passwordHash!, payingPeople: payingHash!, operator: operatorHash! });
    writeDemoCredentials(config.dataDir, credentials);
  }
  return outcome;
}

async function ensureDemoOrganization(
  db: Database,
  config: Config,
  now: Date,
  passwordHash: string,
  operatorHash: string,
) {
  const today = istanbulToday(now);
  const [existing] = await db
    .select({ id: organizations.id, createdAt: organizations.createdAt })
    .from(organizations)
    .where(eq(organizations.subdomain, DEMO_SUBDOMAIN));
  if (
    existing &&
    compareDates(storyWrittenOn(existing.createdAt, HISTORY_DAYS, today), addDays(today, -DEMO_REFRESH_DAYS)) > 0
  ) {
    const trialEndsAt = new Date(now.getTime() + TRIAL_DAYS * 86_400_000);
    await db
      .update(subscriptions)
      .set({ status: 'TRIAL', trialEndsAt, updatedAt: now })
      .where(eq(subscriptions.organizationId, existing.id));
    await writeDemoScheduledMails(db, existing.id, today, DEMO_PEOPLE);
    // A demo written before the operator's demo organizations existed gets them now (once).
    await db.transaction(async (tx) =>
      writeDemoOperatorData(
        tx,
        config,
        today,
        { operatorId: await demoOperatorId(tx), demoOrganizationId: existing.id },
        now,
      ),
    );
    return 'renewed' as const;
  }
  await db.transaction(async (tx) => {
    // Every row of an organization references it with ON DELETE CASCADE.
    if (existing) {
      const deleted = await tx
        .delete(organizations)
        .where(eq(organizations.id, existing.id))
        .returning({ id: organizations.id });
      if (deleted.length === 0) return; // another instance starting at the same time wrote it anew
      // Stored files and audit entries name their organization without a foreign key: erased with it.
      await tx.delete(storedFiles).where(eq(storedFiles.organizationId, existing.id));
      await tx.delete(auditLog).where(eq(auditLog.organizationId, existing.id));
      await eraseDemoOperatorData(tx);
    }
    const demoOrganizationId = await createDemoOrganization(tx, config, now, passwordHash);
    await tx
      .insert(operators)
      .values({ username: DEMO_OPERATOR_USERNAME, name: 'Demo Operatör', passwordHash: operatorHash })
      .onConflictDoNothing();
    // The operator's shop window: more organizations, coupons, prices and audit entries (demo-operator.ts).
    await writeDemoOperatorData(tx, config, today, { operatorId: await demoOperatorId(tx), demoOrganizationId }, now);
  });
  return existing ? ('refreshed' as const) : ('created' as const);
}

/** Sets the stored hashes of the demo's printed logins (its people, the paying demo's people, the demo operator), in one transaction. */
async function writeDemoPasswordHashes(
  db: Database,
  hashes: { people: string; payingPeople: string; operator: string },
) {
  const setFor = async (tx: Transaction, subdomain: string, emails: string[], passwordHash: string) => {
    const [organization] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.subdomain, subdomain));
    if (!organization) return;
    await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.organizationId, organization.id), inArray(users.email, emails)));
  };
  await db.transaction(async (tx) => {
    await setFor(
      tx,
      DEMO_SUBDOMAIN,
      DEMO_PEOPLE.map((p) => p.email),
      hashes.people,
    );
    await setFor(tx, DEMO_BILLING_SUBDOMAIN, DEMO_BILLING_EMAILS, hashes.payingPeople);
    await tx
      .insert(operators)
      .values({ username: DEMO_OPERATOR_USERNAME, name: 'Demo Operatör', passwordHash: hashes.operator })
      .onConflictDoUpdate({ target: operators.username, set: { passwordHash: hashes.operator } });
  });
}

async function createDemoOrganization(tx: Transaction, config: Config, now: Date, passwordHash: string) {
  const today = istanbulToday(now);
  const nowMs = now.getTime();
  const trialEndsAt = new Date(nowMs + TRIAL_DAYS * 86_400_000);
  const ledgerOpensOn = addDays(today, -HISTORY_DAYS);
  // Signed up when its ledgers open (issue 21: the operator's charts see a year-old customer, not one of today);
  // the refresh reads the day the story was written back from this date (storyWrittenOn).
  const signedUpAt = officeTime(ledgerOpensOn, 9, 30, nowMs);
  const [organization] = await tx
    .insert(organizations)
    .values({
      name: 'Demo Teknoloji A.Ş.',
      description: 'Paydos’u denemek için örnek şirket',
      subdomain: DEMO_SUBDOMAIN,
      address: 'Büyükdere Cad. No: 1, Şişli, İstanbul',
      phone: '+90 212 000 00 00',
      website: 'https://demo.paydos.test',
      leavePolicy: DEFAULT_LEAVE_POLICY,
      createdAt: signedUpAt,
      updatedAt: signedUpAt,
    })
    .returning({ id: organizations.id });
  const scope = scopeOfOrganization({ id: organization!.id, subdomain: DEMO_SUBDOMAIN, name: 'Demo Teknoloji A.Ş.' });
  await tx
    .insert(subscriptions)
    .values({ organizationId: scope.organizationId, status: 'TRIAL', trialEndsAt, createdAt: signedUpAt });
  const people: Record<string, HistoryPerson> = {};
  for (const [k, person] of DEMO_PEOPLE.entries()) {
    const { id } = await createEmployee(tx, scope, { ...person, passwordHash }, { joinedOn: ledgerOpensOn });
    people[person.firstName] = {
      id,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      startDate: person.startDate!,
      language: person.language ?? null,
    };
    // Added by the admin in the first days, or a few days before their first day if they came later.
    const addedOn =
      compareDates(person.startDate!, ledgerOpensOn) > 0
        ? addDays(person.startDate!, -4)
        : addDays(ledgerOpensOn, k === 0 ? 0 : 1 + Math.floor(k / 2));
    const addedAt = officeTime(addedOn, k === 0 ? 9 : 10 + (k % 6), 15 + k * 5, nowMs);
    await tx.update(users).set({ createdAt: addedAt, updatedAt: addedAt }).where(eq(users.id, id));
  }
  // The anniversaries of the year since the ledgers opened (what the hourly worker would have written, and when).
  await grantDueAnniversaries(tx, { today, organizationId: scope.organizationId });
  await backdateLedgerGrants(tx, scope.organizationId);
  const adminId = people['Ayşe']!.id;
  await writeDemoHistory(tx, config, scope, { today, now, people, adminId, ledgerOpensOn });
  // Issue 24 item 5: a sick report and a marriage certificate attached to their leaves.
  await writeDemoLeaveDocuments(tx, scope, { today, now, people });
  // This month busy on the team calendar (before the historical batches, which take free dates).
  await writeDemoTeamCalendar(tx, config, scope, { today, now, people, adminId });
  // Past leaves the manager recorded: one batch approved by the employee, one awaiting consent.
  await writeDemoHistoricalLeaves(tx, config, scope, { today, now, people, recorderId: people['Mehmet']!.id });
  // Issue 23: the two-step flow, the teams' Müdürs, a request halfway, a delegate, the year-end lock.
  await writeDemoApprovals(tx, config, scope, { today, now, people, adminId });
  // Issue 24 (md. 59): a carry-over line, an expiry of extra days and a person who left, with the statement.
  await writeDemoTermination(tx, scope, { today, now, adminId, ledgerOpensOn });
  // Issue 24 item 6 (md. 74): Zeynep's nursing leave in hours, 1,5 saat a day.
  await writeDemoNursingLeave(tx, config, scope, { today, now, people, adminId });
  await createInvitation(tx, config, scope, { ...DEMO_INVITEE, startDate: addDays(today, 14) }, adminId, 'tr', now);
  await backdateInvitations(tx, scope.organizationId, officeTime(addDays(today, -1), 14, 20, nowMs));
  await writeDemoUpload(tx, scope, adminId, today);
  await writeDemoApiKeys(tx, scope, { today, now, adminId, staff: Object.keys(people).length });
  await writeDemoScheduledMails(tx, scope.organizationId, today, DEMO_PEOPLE);
  // Issue 26 item 3: the payroll system's webhook with its delivery log, paused (last: the story's writes queue nothing).
  await writeDemoWebhooks(tx, scope, { today, now, adminId, secrets: openSecretBox(config) });
  return scope.organizationId;
}

async function demoOperatorId(tx: Transaction) {
  const [operator] = await tx
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.username, DEMO_OPERATOR_USERNAME));
  return operator?.id ?? null;
}
