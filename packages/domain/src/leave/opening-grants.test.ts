import { describe, expect, it } from 'vitest';
import { annualBalance } from './ledger';
import { DEFAULT_LEAVE_POLICY } from './leave-policy';
import { dueGrants, openingGrants } from './opening-grants';

const employee = { startDate: '2015-02-28', birthDate: '1985-06-01', underground: false, policy: DEFAULT_LEAVE_POLICY };

describe('openingGrants: a mid-career employee starts with the current service year (art. 53, art. 59)', () => {
  it('writes the grant of the current service year, dated on its anniversary', () => {
    expect(openingGrants({ ...employee, joinedOn: '2025-09-01' })).toEqual([
      {
        kind: 'GRANT',
        days: 20,
        effectiveDate: '2025-02-28',
        serviceYear: 10,
        reason: '10. hizmet yılı: 20 gün yıllık izin hakkı (politika 20 gün, yasal asgari 20 gün (4857 md. 53)).',
      },
    ]);
  });

  it("uses the admin's carried-over figure instead, half days included", () => {
    expect(openingGrants({ ...employee, joinedOn: '2025-09-01', carriedOverDays: 31.5 })).toEqual([
      {
        kind: 'OPENING_BALANCE',
        days: 31.5,
        effectiveDate: '2025-09-01',
        serviceYear: 10,
        reason: 'Açılış bakiyesi: 01.09.2025 itibarıyla devreden 31,5 gün (yönetici tarafından girildi).',
      },
    ]);
    expect(() => openingGrants({ ...employee, joinedOn: '2025-09-01', carriedOverDays: 3.3 })).toThrow(RangeError);
  });

  it('a new employee in the first year gets the 0-1 band (default 0 days)', () => {
    const entries = openingGrants({ ...employee, startDate: '2025-06-01', joinedOn: '2025-09-01' });
    expect(entries).toMatchObject([{ kind: 'GRANT', days: 0, serviceYear: 0, effectiveDate: '2025-06-01' }]);
  });

  it('a 29 February starter joining on 28 February of a common year has completed that year', () => {
    const entries = openingGrants({ ...employee, startDate: '2020-02-29', joinedOn: '2025-02-28' });
    expect(entries).toMatchObject([{ serviceYear: 5, days: 14, effectiveDate: '2025-02-28' }]);
  });
});

describe('dueGrants: every later anniversary adds a grant', () => {
  it('adds the anniversaries after the last recorded service year, up to today', () => {
    const opening = openingGrants({ ...employee, joinedOn: '2025-09-01' });
    expect(dueGrants({ ...employee, entries: opening, today: '2026-02-27' })).toEqual([]);
    const due = dueGrants({ ...employee, entries: opening, today: '2027-03-01' });
    expect(due.map((g) => [g.effectiveDate, g.serviceYear, g.days])).toEqual([
      ['2026-02-28', 11, 20],
      ['2027-02-28', 12, 20],
    ]);
    expect(dueGrants({ ...employee, entries: [...opening, ...due], today: '2027-03-01' })).toEqual([]);
    expect(annualBalance([...opening, ...due]).total).toBe(60);
  });

  it('continues after a carried-over opening balance', () => {
    const opening = openingGrants({ ...employee, joinedOn: '2025-09-01', carriedOverDays: 5 });
    expect(dueGrants({ ...employee, entries: opening, today: '2026-02-28' }).map((g) => g.serviceYear)).toEqual([11]);
  });
});
