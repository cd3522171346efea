import { DEFAULT_LEAVE_POLICY } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operators, organizations, subscriptions } from '../../db/schema';
import { hashPassword } from '../../platform/passwords';
import { createEmployee, type NewUser } from '../users/create-employee';

export const DEMO_SUBDOMAIN = 'demo';
export const DEMO_PASSWORD = 'Paydos2026!';
export const DEMO_OPERATOR = { username: 'operator', password: 'Paydos-Operator-2026' };

type DemoPerson = Omit<NewUser, 'passwordHash'>;

export const DEMO_PEOPLE: DemoPerson[] = [
  { email: 'ayse.yilmaz@demo.paydos.test', firstName: 'Ayşe', lastName: 'Yılmaz', role: 'ADMIN', position: 'İnsan Kaynakları Direktörü', department: 'İnsan Kaynakları', startDate: '2011-03-01', birthDate: '1979-05-14', phone: '+90 532 111 22 33' },
  { email: 'mehmet.demir@demo.paydos.test', firstName: 'Mehmet', lastName: 'Demir', role: 'MANAGER', position: 'Yazılım Geliştirme Müdürü', department: 'Teknoloji', startDate: '2018-09-10', birthDate: '1985-11-02', phone: '+90 533 222 33 44' },
  { email: 'zeynep.kaya@demo.paydos.test', firstName: 'Zeynep', lastName: 'Kaya', role: 'EMPLOYEE', position: 'Yazılım Geliştirici', department: 'Teknoloji', startDate: '2023-02-06', birthDate: '1998-08-21', phone: '+90 534 333 44 55' },
  { email: 'emre.sahin@demo.paydos.test', firstName: 'Emre', lastName: 'Şahin', role: 'EMPLOYEE', position: 'Muhasebe Uzmanı', department: 'Finans', startDate: '2016-06-20', birthDate: '1990-01-30', phone: '+90 535 444 55 66' },
  { email: 'elif.celik@demo.paydos.test', firstName: 'Elif', lastName: 'Çelik', role: 'EMPLOYEE', position: 'Satış Temsilcisi', department: 'Satış', startDate: '2021-11-29', birthDate: '2007-12-03', phone: '+90 536 555 66 77' },
  { email: 'burak.ozturk@demo.paydos.test', firstName: 'Burak', lastName: 'Öztürk', role: 'EMPLOYEE', position: 'Depo Sorumlusu', department: 'Lojistik', startDate: '2009-01-05', birthDate: '1974-04-17', phone: '+90 537 666 77 88' },
  { email: 'gizem.arslan@demo.paydos.test', firstName: 'Gizem', lastName: 'Arslan', role: 'EMPLOYEE', position: 'Grafik Tasarımcı', department: 'Pazarlama', startDate: '2026-07-01', birthDate: '2000-10-09', phone: '+90 538 777 88 99' },
];

const TRIAL_DAYS = 14;

/**
 * The demo organization and operator of the embedded default. Created on the first start;
 * at every later start the demo's trial is renewed so that the printed logins keep working.
 */
export async function ensureDemoData(db: Database): Promise<'created' | 'renewed'> {
  const trialEndsAt = new Date(Date.now() + TRIAL_DAYS * 86_400_000);
  const [existing] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.subdomain, DEMO_SUBDOMAIN));
  if (existing) {
    await db.update(subscriptions).set({ status: 'TRIAL', trialEndsAt, updatedAt: new Date() }).where(eq(subscriptions.organizationId, existing.id));
    return 'renewed';
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const operatorHash = await hashPassword(DEMO_OPERATOR.password);
  await db.transaction(async (tx) => {
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
      })
      .returning({ id: organizations.id });
    const scope = { organizationId: organization!.id };
    await tx.insert(subscriptions).values({ organizationId: scope.organizationId, status: 'TRIAL', trialEndsAt });
    for (const person of DEMO_PEOPLE) await createEmployee(tx, scope, { ...person, passwordHash });
    await tx
      .insert(operators)
      .values({ username: DEMO_OPERATOR.username, name: 'Demo Operatör', passwordHash: operatorHash })
      .onConflictDoNothing();
  });
  return 'created';
}
