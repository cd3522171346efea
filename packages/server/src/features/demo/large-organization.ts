import { addDays, DEFAULT_LEAVE_POLICY, istanbulToday, openingGrants } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leaveLedgerEntries, leaveRequests, organizations, subscriptions, users } from '../../db/schema';
import { hashPassword } from '../../platform/passwords';
import { systemClock } from '../../platform/clock';
import { scopeOfOrganization } from '../../platform/tenant-scope';
import { ensureTeams, teamColumnsOf } from '../teams';
import { largeLeaveHistory } from './large-leave-history';

export const largeAdminEmail = (subdomain: string) => `yonetici@${subdomain}.paydos.test`;
/** Person n (n ≥ 1; every 50th is a manager) of the large organization. */
export const largeEmployeeEmail = (subdomain: string, n: number) => `personel${n}@${subdomain}.paydos.test`;

const firstNames = [
  'Ahmet',
  'Ayşe',
  'Mehmet',
  'Fatma',
  'Mustafa',
  'Emine',
  'Ali',
  'Hatice',
  'Hüseyin',
  'Zeynep',
  'İbrahim',
  'Elif',
  'Çağrı',
  'Gülşen',
  'Oğuz',
  'Şule',
];
const lastNames = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Koç',
];
const departments = ['Üretim', 'Satış', 'Finans', 'İnsan Kaynakları', 'Teknoloji', 'Lojistik', 'Pazarlama'];

/**
 * A large organization on an active yearly plan for benchmarks: one admin, a manager every 50
 * people, varied start dates and birthdays, and each person's opening ledger grants from the
 * domain rules, and about three leave requests each (large-leave-history.ts), inserted in bulk
 * in one transaction. Everyone's password is the caller's (the CLI makes a random one). Returns false when the subdomain is taken.
 */
export async function seedLargeOrganization(
  db: Database,
  {
    count,
    subdomain,
    password,
    // The seeding's one clock reading, at its entry (the CLI's and the benchmarks' start).
    now = systemClock(),
  }: { count: number; subdomain: string; password: string; now?: Date },
): Promise<boolean> {
  const [existing] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.subdomain, subdomain));
  if (existing) return false;
  const passwordHash = await hashPassword(password);
  const today = istanbulToday(now);

  await db.transaction(async (tx) => {
    const [organization] = await tx
      .insert(organizations)
      .values({ name: `Büyük Holding A.Ş. (${count} kişi)`, subdomain, leavePolicy: DEFAULT_LEAVE_POLICY })
      .returning({ id: organizations.id });
    const organizationId = organization!.id;
    await tx.insert(subscriptions).values({
      organizationId,
      status: 'ACTIVE',
      billingType: 'yearly',
      trialEndsAt: now,
      currentPeriodEndsAt: new Date(now.getTime() + 365 * 86_400_000),
    });
    // The departments as teams, made once (issue 23 item 1): the people then insert in bulk with their team.
    const teams = await ensureTeams(tx, scopeOfOrganization(organizationId), departments);
    const chunk = 1000;
    let adminId = '';
    for (let offset = 0; offset < count; offset += chunk) {
      const people = Array.from({ length: Math.min(chunk, count - offset) }, (_, i) => {
        const n = offset + i;
        const startDate = addDays('2026-06-01', -((n * 37) % (30 * 365)));
        const birthDate = addDays('2006-01-01', -((n * 53) % (40 * 365)));
        return {
          organizationId,
          email: n === 0 ? largeAdminEmail(subdomain) : largeEmployeeEmail(subdomain, n),
          passwordHash,
          firstName: firstNames[n % firstNames.length]!,
          lastName: lastNames[(n * 7) % lastNames.length]!,
          role: n === 0 ? ('ADMIN' as const) : n % 50 === 0 ? ('MANAGER' as const) : ('EMPLOYEE' as const),
          ...teamColumnsOf(teams, departments[n % departments.length]),
          position: 'Uzman',
          startDate,
          birthDate,
        };
      });
      const inserted = await tx
        .insert(users)
        .values(people)
        .returning({ id: users.id, startDate: users.startDate, birthDate: users.birthDate });
      adminId ||= inserted[0]!.id;
      const balances = new Map<string, number>();
      const ledger = inserted.flatMap((person) =>
        openingGrants({
          startDate: person.startDate!,
          birthDate: person.birthDate,
          underground: false,
          policy: DEFAULT_LEAVE_POLICY,
          joinedOn: today,
        }).map((entry) => ({
          organizationId,
          userId: person.id,
          kind: entry.kind,
          days: entry.days,
          effectiveDate: entry.effectiveDate,
          serviceYear: entry.serviceYear ?? null,
          reason: entry.reason,
        })),
      );
      for (const entry of ledger) balances.set(entry.userId, (balances.get(entry.userId) ?? 0) + entry.days);
      await tx.insert(leaveLedgerEntries).values(ledger);
      const history = largeLeaveHistory(
        inserted.map((person, i) => ({
          id: person.id,
          n: offset + i,
          startDate: person.startDate!,
          balance: balances.get(person.id) ?? 0,
        })),
        { organizationId, adminId, today, now, workingDays: DEFAULT_LEAVE_POLICY.workingDays },
      );
      if (history.requests.length) await tx.insert(leaveRequests).values(history.requests);
      if (history.ledger.length) await tx.insert(leaveLedgerEntries).values(history.ledger);
    }
  });
  return true;
}
