/** Prepares the browser tests' database before the server opens it: the demo plus a second organization. */
import { loadConfig } from '../../packages/server/src/config';
import { openDatabase } from '../../packages/server/src/db/client';
import { createInvitation } from '../../packages/server/src/features/invitations';
import { DEMO_SUBDOMAIN, ensureDemoData, seedLargeOrganization } from '../../packages/server/src/features/demo';
import { createOrganization, createUser, TEST_PASSWORD } from '../../packages/server/test/factories';
import {
  E2E_LARGE,
  E2E_ALWAYS_LAPSED,
  E2E_ALWAYS_SUSPENDED,
  E2E_COUPON,
  E2E_ERASED_ORGANIZATION,
  E2E_INVITEE,
  E2E_LAPSED,
  E2E_PAYER,
  E2E_RESET_PERSON,
  E2E_SUSPENDED_ORGANIZATION,
  E2E_TEAM_RULES,
  E2E_SSO,
} from './people';
import {
  coupons,
  leaveRequests,
  lockPeriods,
  mailOutbox,
  organizations,
  teamManagers,
  teams,
} from '../../packages/server/src/db/schema';
import { issuePasswordLink } from '../../packages/server/src/features/password-reset';
import { redactionOf } from '../../packages/server/src/features/mail';
import { eq } from 'drizzle-orm';
import { addDays, istanbulToday, teamNameKey } from '@paydos/domain';
import { teamRulesAwayDay } from './team-rules-dates';
import { E2E_TWO_STEP } from './two-step-approval-people';

const config = loadConfig();
const handle = await openDatabase(config.database);
await handle.migrate();
// The seed's one clock reading (docs/decisions/014-one-clock.md).
const now = new Date();
await ensureDemoData(handle.db, config, now);
const acme = await createOrganization(handle.db, { subdomain: 'acme', name: 'Acme Lojistik A.Ş.' });
const acmeAdmin = await createUser(handle.db, acme.id, {
  role: 'ADMIN',
  email: 'yonetici@acme.test',
  firstName: 'İpek',
  lastName: 'Uğur',
});
// invitation-and-password.e2e.ts: a reset mail as the mail worker leaves it once an SMTP server accepted it (its token redacted).
await issuePasswordLink(
  handle.db,
  config,
  acme,
  { id: acmeAdmin.id, firstName: acmeAdmin.firstName, email: acmeAdmin.email },
  'PASSWORD_RESET',
  'tr',
  now,
);
const [resetMail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, acmeAdmin.email));
await handle.db
  .update(mailOutbox)
  .set({ status: 'SENT', sentAt: now, ...redactionOf(resetMail!, now) })
  .where(eq(mailOutbox.id, resetMail!.id));
// invitation-and-password.e2e.ts: a pending invitation of the demo organization (its mail waits in the
// outbox for the operator's mailbox) and a person of its own whose password that test resets.
const [demo] = await handle.db
  .select({ id: organizations.id, name: organizations.name, subdomain: organizations.subdomain })
  .from(organizations)
  .where(eq(organizations.subdomain, DEMO_SUBDOMAIN));
await createInvitation(
  handle.db,
  config,
  { organizationId: demo!.id, organizationName: demo!.name, subdomain: demo!.subdomain },
  E2E_INVITEE,
  null,
  'tr',
  now,
);
await createUser(handle.db, demo!.id, E2E_RESET_PERSON);
// Only leave-journey.e2e.ts uses this person, so its balance moves only there.
await createUser(handle.db, acme.id, {
  email: 'ilgin.simsek@acme.test',
  firstName: 'İlgın Ağça',
  lastName: 'Şimşek',
  startDate: '2015-03-02',
});
// Only leave-documents.e2e.ts uses this person: she attaches a report to a sick leave (issue 24 item 5).
await createUser(handle.db, acme.id, {
  email: 'deniz.oral@acme.test',
  firstName: 'Deniz',
  lastName: 'Oral',
  startDate: '2019-09-02',
});
// Only staff-and-organization.e2e.ts uses this demo person: it edits her profile and toggles her active state.
await createUser(handle.db, demo!.id, {
  email: 'nesrin.aydin@demo.paydos.test',
  firstName: 'Nesrin',
  lastName: 'Aydın',
  position: 'Destek Uzmanı',
  department: 'Müşteri Hizmetleri',
  startDate: '2024-04-01',
});
// Only operator-organizations.e2e.ts uses these: it suspends and reactivates one and erases the other.
const kuzey = await createOrganization(handle.db, {
  subdomain: E2E_SUSPENDED_ORGANIZATION.subdomain,
  name: E2E_SUSPENDED_ORGANIZATION.name,
});
await createUser(handle.db, kuzey.id, E2E_SUSPENDED_ORGANIZATION.admin);
const erased = await createOrganization(handle.db, {
  subdomain: E2E_ERASED_ORGANIZATION.subdomain,
  name: E2E_ERASED_ORGANIZATION.name,
});
await createUser(handle.db, erased.id, { role: 'ADMIN', email: 'yonetici@silinecek.test' });
await createOrganization(handle.db, { ...E2E_ALWAYS_SUSPENDED, isActive: false });
// Only payment.e2e.ts uses this organization: its trial ends in two days, and its admin pays with the coupon.
const payer = await createOrganization(handle.db, {
  subdomain: E2E_PAYER.subdomain,
  name: 'Yeşil Çınar Gıda A.Ş.',
  trialEndsAt: new Date(Date.now() + 2 * 86_400_000 - 3_600_000),
});
await createUser(handle.db, payer.id, { role: 'ADMIN', email: E2E_PAYER.email, firstName: 'Şule', lastName: 'Işık' });
await createUser(handle.db, payer.id, { role: 'EMPLOYEE' });
// Only lapsed-payment.e2e.ts uses this organization: its trial ended yesterday (issue 13: only its admin logs in, to pay).
const lapsed = await createOrganization(handle.db, {
  subdomain: E2E_LAPSED.subdomain,
  name: 'Süresi Dolmuş Mobilya Ltd. Şti.',
  trialEndsAt: new Date(Date.now() - 86_400_000),
});
await createUser(handle.db, lapsed.id, {
  role: 'ADMIN',
  email: E2E_LAPSED.email,
  firstName: 'Gülşen',
  lastName: 'Öztürk',
});
await createUser(handle.db, lapsed.id, { role: 'EMPLOYEE', email: E2E_LAPSED.employeeEmail });
await createOrganization(handle.db, { ...E2E_ALWAYS_LAPSED, trialEndsAt: new Date(Date.now() - 86_400_000) });
const today = istanbulToday(new Date());
await handle.db.insert(coupons).values({
  code: E2E_COUPON,
  discountPercent: 20,
  billingType: 'yearly',
  durationMonths: 12,
  startDate: addDays(today, -1),
  endDate: addDays(today, 30),
});
// Only team-rules.e2e.ts uses this organization: one team of three, a colleague away on one day, no rule yet.
const ruled = await createOrganization(handle.db, { subdomain: E2E_TEAM_RULES.subdomain, name: E2E_TEAM_RULES.name });
const [ruledTeam] = await handle.db
  .insert(teams)
  .values({ organizationId: ruled.id, name: E2E_TEAM_RULES.team, nameKey: teamNameKey(E2E_TEAM_RULES.team) })
  .returning();
const inTeam = { teamId: ruledTeam!.id, department: E2E_TEAM_RULES.team, startDate: '2019-02-04' };
await createUser(handle.db, ruled.id, {
  role: 'ADMIN',
  email: E2E_TEAM_RULES.adminEmail,
  firstName: 'Ali',
  lastName: 'Demir',
});
await createUser(handle.db, ruled.id, {
  ...inTeam,
  email: E2E_TEAM_RULES.employeeEmail,
  firstName: 'Eda',
  lastName: 'Kaya',
});
const emre = await createUser(handle.db, ruled.id, { ...inTeam, firstName: 'Emre', lastName: 'Şahin' });
await createUser(handle.db, ruled.id, { ...inTeam, firstName: 'Selin', lastName: 'Aydın' });
const awayDay = teamRulesAwayDay(now);
await handle.db.insert(leaveRequests).values({
  organizationId: ruled.id,
  userId: emre.id,
  leaveType: 'annual_paid',
  startDate: awayDay,
  endDate: awayDay,
  days: 1,
  status: 'APPROVED',
});
// A lock period two months after it, so the card's table is on the page (and the phone's width checked).
await handle.db.insert(lockPeriods).values({
  organizationId: ruled.id,
  startDate: addDays(awayDay, 60),
  endDate: addDays(awayDay, 64),
  mode: 'NEEDS_ADMIN',
  reason: 'Yıl sonu envanter sayımı ve kapanış',
});
// Only two-step-approval.e2e.ts uses this organization: the two-step flow, two teams each with its MANAGER.
const twoStep = await createOrganization(handle.db, { subdomain: E2E_TWO_STEP.subdomain, name: E2E_TWO_STEP.name });
await handle.db
  .update(organizations)
  .set({ approvalFlow: { kind: 'MANAGER_THEN_ADMIN', leaveTypeRoutes: {} } })
  .where(eq(organizations.id, twoStep.id));
await createUser(handle.db, twoStep.id, { ...E2E_TWO_STEP.admin, role: 'ADMIN', startDate: '2016-05-02' });
for (const [name, manager, employee] of [
  [E2E_TWO_STEP.team, E2E_TWO_STEP.manager, E2E_TWO_STEP.employee],
  [E2E_TWO_STEP.otherTeam, E2E_TWO_STEP.otherManager, E2E_TWO_STEP.otherEmployee],
] as const) {
  const [team] = await handle.db
    .insert(teams)
    .values({ organizationId: twoStep.id, name, nameKey: teamNameKey(name) })
    .returning();
  const member = { teamId: team!.id, department: name, startDate: '2018-09-03' };
  const { id } = await createUser(handle.db, twoStep.id, { ...member, ...manager, role: 'MANAGER' });
  await handle.db.insert(teamManagers).values({ organizationId: twoStep.id, teamId: team!.id, userId: id });
  await createUser(handle.db, twoStep.id, { ...member, ...employee, role: 'EMPLOYEE' });
}
// Only single-sign-on.e2e.ts uses this organization: its ADMIN sets single sign-on, its employee signs in through it.
const sso = await createOrganization(handle.db, { subdomain: E2E_SSO.subdomain, name: E2E_SSO.name });
await createUser(handle.db, sso.id, E2E_SSO.admin);
await createUser(handle.db, sso.id, E2E_SSO.employee);
// Only large-lists.e2e.ts uses this organization: staff and approvals of 2,000 people, paged (bulk inserts, ~2 s).
await seedLargeOrganization(handle.db, {
  count: E2E_LARGE.people,
  subdomain: E2E_LARGE.subdomain,
  password: TEST_PASSWORD,
});
await handle.close();
