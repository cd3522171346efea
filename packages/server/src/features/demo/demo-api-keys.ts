import { addDays, type CalendarDate } from '@paydos/domain';
import type { Transaction } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { apiKeyActor, recordAudit, type AuditActor } from '../../platform/audit';
import type { TenantScope } from '../../platform/tenant-scope';
import { newApiKeySecret } from '../api-keys';
import { officeTime } from './demo-clock';

/** The first day of the month `monthsBack` months before `today`'s. */
const monthStart = (today: CalendarDate, monthsBack: number): CalendarDate => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - monthsBack;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
};

/**
 * Issue 26: the payroll system's API key ("Bordro sistemi", read only) made by the admin two months
 * ago, pulling the monthly report at the start of each month, once refused when it tried to request
 * leave without `leave:write`; and an old intranet key, revoked. Their secrets are made and dropped at
 * once: only the hashes are stored, as for any key, so nobody can call the API with them.
 */
export async function writeDemoApiKeys(
  tx: Transaction,
  scope: TenantScope,
  { today, now, adminId, staff }: { today: CalendarDate; now: Date; adminId: string; staff: number },
) {
  const nowMs = now.getTime();
  const admin: AuditActor = { kind: 'USER', id: adminId, label: 'ADMIN', ipAddress: null };
  const audit = (actor: AuditActor, action: string, keyId: string, at: Date, values: Record<string, unknown>) =>
    recordAudit(tx, actor, {
      action,
      organizationId: scope.organizationId,
      targetType: action.startsWith('api_key.report') ? 'organization' : 'api_key',
      targetId: action.startsWith('api_key.report') ? scope.organizationId : keyId,
      after: values,
      at,
    });

  const intranet = newApiKeySecret();
  const intranetMadeAt = officeTime(addDays(today, -120), 11, 5, nowMs);
  const intranetRevokedAt = officeTime(addDays(today, -70), 16, 40, nowMs);
  const [old] = await tx
    .insert(apiKeys)
    .values({
      organizationId: scope.organizationId,
      name: 'Eski intranet',
      prefix: intranet.prefix,
      tokenHash: intranet.tokenHash,
      scopes: ['people:read'],
      createdById: adminId,
      createdAt: intranetMadeAt,
      lastUsedAt: officeTime(addDays(today, -72), 8, 0, nowMs),
      revokedAt: intranetRevokedAt,
      revokedById: adminId,
    })
    .returning({ id: apiKeys.id });
  await audit(admin, 'api_key.create', old!.id, intranetMadeAt, {
    name: 'Eski intranet',
    prefix: intranet.prefix,
    scopes: ['people:read'],
  });
  await audit(admin, 'api_key.revoke', old!.id, intranetRevokedAt, {
    name: 'Eski intranet',
    prefix: intranet.prefix,
  });

  const payroll = newApiKeySecret();
  const scopes = ['leave:read', 'people:read'] as const;
  const madeAt = officeTime(monthStart(today, 2), 10, 20, nowMs);
  const pulls = [monthStart(today, 1), monthStart(today, 0)].map((day) => officeTime(day, 6, 30, nowMs));
  const [key] = await tx
    .insert(apiKeys)
    .values({
      organizationId: scope.organizationId,
      name: 'Bordro sistemi',
      prefix: payroll.prefix,
      tokenHash: payroll.tokenHash,
      scopes: [...scopes],
      createdById: adminId,
      createdAt: madeAt,
      lastUsedAt: pulls.at(-1)!,
    })
    .returning({ id: apiKeys.id });
  await audit(admin, 'api_key.create', key!.id, madeAt, { name: 'Bordro sistemi', prefix: payroll.prefix, scopes });
  const byKey = apiKeyActor(key!.id, '10.20.0.15');
  for (const at of pulls) {
    const reported = monthStart(at.toISOString().slice(0, 10), 1);
    await audit(byKey, 'api_key.report_export', key!.id, at, {
      year: Number(reported.slice(0, 4)),
      month: Number(reported.slice(5, 7)),
      people: staff,
    });
  }
  await audit(byKey, 'api_key.denied', key!.id, new Date(pulls[0]!.getTime() + 60_000), {
    denial: 'missing_scope',
    scope: 'leave:write',
    method: 'POST',
    route: '/api/v1/leave-requests',
  });
}
