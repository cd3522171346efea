import { describe, expect, it } from 'vitest';
import { annualLeaveGrants } from './annual-leave-grants';
import { annualBalance, type LedgerEntry } from './ledger';
import { DEFAULT_LEAVE_POLICY, parseLeavePolicy } from './leave-policy';
import { grantEntry } from './opening-grants';
import { policyChangeAdjustments } from './policy-change-adjustments';

const employee = { startDate: '2019-04-10', birthDate: '1990-01-01', underground: false };
const history: LedgerEntry[] = annualLeaveGrants({
  ...employee,
  policy: DEFAULT_LEAVE_POLICY,
  from: '2019-04-10',
  to: '2025-09-01',
}).map(grantEntry);

describe('policyChangeAdjustments: a policy change recalculates the current service year onwards (product §D4)', () => {
  it('adjusts the current year only; closed years stay; the ledger says why', () => {
    const generous = parseLeavePolicy({ ranges: { '1-5': 16, '5-15': 24 } });
    const adjustments = policyChangeAdjustments({
      ...employee,
      entries: history,
      newPolicy: generous,
      today: '2025-09-01',
    });
    expect(adjustments).toEqual([
      {
        kind: 'ADJUSTMENT',
        days: 4,
        effectiveDate: '2025-09-01',
        serviceYear: 6,
        reason: 'İzin politikası değişikliği: 6. hizmet yılı hakkı 20 günden 24 güne güncellendi.',
      },
    ]);
    expect(annualBalance([...history, ...adjustments]).total).toBe(5 * 14 + 24);
  });

  it('is idempotent: applying the same policy again writes nothing; reverting writes the opposite', () => {
    const generous = parseLeavePolicy({ ranges: { '5-15': 24 } });
    const first = policyChangeAdjustments({ ...employee, entries: history, newPolicy: generous, today: '2025-09-01' });
    const after = [...history, ...first];
    expect(policyChangeAdjustments({ ...employee, entries: after, newPolicy: generous, today: '2025-10-01' })).toEqual(
      [],
    );
    const back = policyChangeAdjustments({
      ...employee,
      entries: after,
      newPolicy: DEFAULT_LEAVE_POLICY,
      today: '2025-10-01',
    });
    expect(back).toMatchObject([{ days: -4, serviceYear: 6 }]);
    expect(back[0]?.reason).toBe('İzin politikası değişikliği: 6. hizmet yılı hakkı 24 günden 20 güne güncellendi.');
  });

  it('never goes below the legal minimum, and leaves a carried-over opening year alone', () => {
    const stingy = parseLeavePolicy({ ranges: { '1-5': 0, '5-15': 0 } });
    expect(policyChangeAdjustments({ ...employee, entries: history, newPolicy: stingy, today: '2025-09-01' })).toEqual(
      [],
    );
    const opened: LedgerEntry[] = [
      { kind: 'OPENING_BALANCE', days: 12, effectiveDate: '2025-06-01', serviceYear: 6, reason: '' },
    ];
    const generous = parseLeavePolicy({ ranges: { '5-15': 30 } });
    expect(policyChangeAdjustments({ ...employee, entries: opened, newPolicy: generous, today: '2025-09-01' })).toEqual(
      [],
    );
  });

  it('recalculates an already written future grant as well, and ignores manual adjustments without a service year', () => {
    const future: LedgerEntry = { kind: 'GRANT', days: 20, effectiveDate: '2026-04-10', serviceYear: 7, reason: '' };
    const manual: LedgerEntry = {
      kind: 'ADJUSTMENT',
      days: 3,
      effectiveDate: '2025-05-01',
      serviceYear: null,
      reason: 'Manuel',
    };
    const generous = parseLeavePolicy({ ranges: { '5-15': 22 } });
    const adjustments = policyChangeAdjustments({
      ...employee,
      entries: [...history, manual, future],
      newPolicy: generous,
      today: '2025-09-01',
    });
    expect(adjustments.map((a) => [a.serviceYear, a.days])).toEqual([
      [6, 2],
      [7, 2],
    ]);
  });
});
