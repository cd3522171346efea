import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annualBalance, type LedgerEntry, type LedgerKind } from './ledger';
import { historicalUsageEntry, returnEntry, usageEntry } from './ledger-entries';
import { fromHalfDays, toHalfDays } from './half-days';

const entry = (kind: LedgerKind, days: number, effectiveDate = '2025-01-01'): LedgerEntry => ({
  kind,
  days,
  effectiveDate,
  reason: '',
});

describe('annualBalance: the ledger sums to total, used, remaining (product §D4; art. 59 carry-over)', () => {
  it('adds opening balance, grants and adjustments; subtracts usage; returns give days back', () => {
    const balance = annualBalance([
      entry('OPENING_BALANCE', 7.5),
      entry('GRANT', 14),
      entry('ADJUSTMENT', 2),
      entry('USAGE', -3.5),
      entry('HISTORICAL_USAGE', -2),
      entry('RETURN', 1.5),
      entry('ADJUSTMENT', -0.5),
    ]);
    expect(balance).toEqual({
      total: 23,
      used: 4,
      remaining: 19,
      totalHalfDays: 46,
      usedHalfDays: 8,
      remainingHalfDays: 38,
    });
  });

  it('unused days of earlier years carry over (art. 59: no expiry while employment lasts)', () => {
    const balance = annualBalance([
      entry('GRANT', 14, '2023-03-01'),
      entry('GRANT', 14, '2024-03-01'),
      entry('USAGE', -5, '2024-06-01'),
    ]);
    expect(balance.remaining).toBe(23);
  });

  it('never loses a half day, even over many entries', () => {
    const entries = Array.from({ length: 1000 }, () => entry('USAGE', -0.5));
    expect(annualBalance([entry('GRANT', 600), ...entries])).toMatchObject({ used: 500, remaining: 100 });
  });

  it('leaves out entries effective after asOf (a grant not yet due)', () => {
    const entries = [entry('GRANT', 14, '2025-03-01'), entry('GRANT', 20, '2026-03-01')];
    expect(annualBalance(entries, { asOf: '2026-02-28' }).total).toBe(14);
    expect(annualBalance(entries, { asOf: '2026-03-01' }).total).toBe(34);
  });

  it('refuses an amount that is not a multiple of half a day, or a sign that contradicts the kind', () => {
    expect(() => annualBalance([entry('GRANT', 1.25)])).toThrow('Gün sayısı yarım günün katı olmalıdır: 1.25');
    expect(() => annualBalance([entry('USAGE', 3)])).toThrow('Kullanım kaydı pozitif olamaz: 3');
    expect(() => annualBalance([entry('GRANT', -1)])).toThrow(RangeError);
    expect(() => annualBalance([entry('RETURN', -1)])).toThrow(RangeError);
    expect(annualBalance([entry('OPENING_BALANCE', -2)]).remaining).toBe(-2);
  });

  it('builds usage, return and historical entries with Turkish reasons', () => {
    const period = { startDate: '2025-10-27', endDate: '2025-10-31', days: 3.5, leaveRequestId: 'r1' };
    expect(usageEntry(period)).toEqual({
      kind: 'USAGE',
      days: -3.5,
      effectiveDate: '2025-10-27',
      reason: 'Yıllık izin kullanımı: 27.10.2025 - 31.10.2025 (3,5 gün)',
      leaveRequestId: 'r1',
    });
    expect(returnEntry({ ...period, reason: 'İzin yönetici tarafından iptal edildi' }).reason).toBe(
      'İzin iadesi: 27.10.2025 - 31.10.2025 (3,5 gün) - İzin yönetici tarafından iptal edildi',
    );
    expect(historicalUsageEntry(period)).toMatchObject({ kind: 'HISTORICAL_USAGE', days: -3.5 });
    expect(annualBalance([usageEntry(period), returnEntry(period)]).used).toBe(0);
    expect(() => usageEntry({ ...period, days: -1 })).toThrow(RangeError);
  });

  it('property: the balance never changes when entries are reordered', () => {
    const halfDays = (min: number, max: number) => fc.integer({ min, max }).map(fromHalfDays);
    const anEntry = fc.oneof(
      halfDays(0, 80).map((d) => entry('GRANT', d)),
      halfDays(-80, 80).map((d) => entry('OPENING_BALANCE', d)),
      halfDays(-80, 80).map((d) => entry('ADJUSTMENT', d)),
      halfDays(-80, 0).map((d) => entry('USAGE', d)),
      halfDays(-80, 0).map((d) => entry('HISTORICAL_USAGE', d)),
      halfDays(0, 80).map((d) => entry('RETURN', d)),
    );
    fc.assert(
      fc.property(
        fc
          .array(anEntry, { maxLength: 40 })
          .chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length }))),
        ([list, shuffled]) => {
          const a = annualBalance(list);
          expect(annualBalance(shuffled)).toEqual(a);
          expect(a.remainingHalfDays).toBe(list.reduce((sum, e) => sum + toHalfDays(e.days), 0));
          expect(a.remaining).toBe(a.total - a.used);
        },
      ),
    );
  });
});
