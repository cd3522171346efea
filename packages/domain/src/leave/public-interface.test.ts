import { describe, expect, it } from 'vitest';
import * as domain from '../index';

describe('public interface of @paydos/domain (the names the issue fixes)', () => {
  it.each([
    'parseLeavePolicy',
    'workingDaysFromWizard',
    'completedServiceYears',
    'annualEntitlement',
    'annualLeaveGrants',
    'turkishPublicHolidays',
    'countLeaveDays',
    'annualBalance',
    'mergeLeaveDays',
    'istanbulToday',
    'toIstanbulDate',
    'openingGrants',
    'policyChangeAdjustments',
    'leaveRequestWarnings',
    'formatTenure',
    'trialDaysLeft',
    'trialBannerColor',
    'yearlyDiscountPercent',
    'monthlyReportFileName',
    'leaveStatusLabel',
    'roleLabel',
    'siteFromHost',
  ])('exports %s', (name) => {
    expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
  });

  it('exports the catalogue, the legal table and the labels', () => {
    expect(domain.leaveTypes).toHaveLength(10);
    expect(domain.LEGAL_FIGURES.length).toBeGreaterThan(0);
    expect(domain.LEAVE_STATUS_LABELS.CANCELLED).toBe('İptal Edildi');
    expect(domain.ROLE_LABELS.MANAGER).toBe('Müdür');
  });

  it('a worked example end to end: hire, grants, a leave across 28-29 October, the balance', () => {
    const policy = domain.parseLeavePolicy(null);
    const employee = { startDate: '2019-10-01', birthDate: '1990-01-01', underground: false };
    const opening = domain.openingGrants({ ...employee, policy, joinedOn: '2025-09-01' });
    const count = domain.countLeaveDays({
      startDate: '2025-10-27',
      endDate: '2025-10-31',
      workingDays: policy.workingDays,
    });
    const usage = domain.usageEntry({ startDate: '2025-10-27', endDate: '2025-10-31', days: count.days });
    const grants = domain.dueGrants({ ...employee, policy, entries: opening, today: '2025-10-01' });
    expect(domain.annualBalance([...opening, ...grants, usage])).toMatchObject({
      total: 34,
      used: 3.5,
      remaining: 30.5,
    });
  });
});
