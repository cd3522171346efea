import { randomBytes } from 'node:crypto';
import { DEFAULT_LEAVE_POLICY, istanbulToday } from '@paydos/domain';
import type { Database } from '../src/db/client';
import type { leaveRequests } from '../src/db/schema';
import { operators, organizations, subscriptions } from '../src/db/schema';
import { createEmployee, type NewUser } from '../src/features/users/create-employee';
import { hashPassword } from '../src/platform/passwords';

export const TEST_PASSWORD = 'Gizli-Sifre-123';
let passwordHash: Promise<string> | null = null;
const testPasswordHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

export const uniqueSubdomain = (prefix = 'org') => `${prefix}-${randomBytes(4).toString('hex')}`;

export async function createOrganization(
  db: Database,
  options: { subdomain?: string; name?: string; trialEndsAt?: Date; isActive?: boolean } = {},
) {
  const [organization] = await db
    .insert(organizations)
    .values({
      name: options.name ?? 'Deneme Şirketi A.Ş.',
      subdomain: options.subdomain ?? uniqueSubdomain(),
      leavePolicy: DEFAULT_LEAVE_POLICY,
      isActive: options.isActive ?? true,
    })
    .returning();
  await db.insert(subscriptions).values({
    organizationId: organization!.id,
    status: 'TRIAL',
    trialEndsAt: options.trialEndsAt ?? new Date(Date.now() + 14 * 86_400_000),
  });
  return organization!;
}

export async function createUser(db: Database, organizationId: string, person: Partial<NewUser> = {}) {
  const suffix = randomBytes(3).toString('hex');
  const values: NewUser = {
    email: `kisi-${suffix}@ornek.com.tr`,
    firstName: 'Çağrı',
    lastName: 'Işıkoğlu',
    role: 'EMPLOYEE',
    startDate: '2020-01-15',
    birthDate: '1990-06-01',
    passwordHash: await testPasswordHash(),
    ...person,
  };
  const { id } = await createEmployee(db, { organizationId }, values, { joinedOn: istanbulToday(new Date()) });
  return { id, ...values };
}

export async function createOperator(db: Database, username = `op-${randomBytes(3).toString('hex')}`) {
  const [operator] = await db
    .insert(operators)
    .values({ username, name: 'Test Operatör', passwordHash: await testPasswordHash() })
    .returning();
  return operator!;
}

/** A leave request row to insert as it is (no ledger entries): one day, approved, unless `more` says otherwise. */
export const leaveRow = (
  organizationId: string,
  userId: string,
  leaveType: string,
  startDate: string,
  endDate: string,
  more: Partial<typeof leaveRequests.$inferInsert> = {},
): typeof leaveRequests.$inferInsert => ({
  organizationId,
  userId,
  leaveType,
  startDate,
  endDate,
  days: 1,
  status: 'APPROVED',
  ...more,
});
