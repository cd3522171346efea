import { describe, expect, it } from 'vitest';
import { LEGAL_FIGURES, legalFigureOn, legalValueOn } from './legal-figures';
import { findLeaveType, isLeaveTypeCode, leaveTypeName, leaveTypes, legalDaysOn } from './leave-types';

describe('leave type catalogue (product §3 and §5, 4857 ek m. 2 and art. 74)', () => {
  it('has the nine codes with the Turkish names of product §5 and nursing leave (4857 md. 74), categories and legal lengths', () => {
    expect(leaveTypes.map((t) => [t.code, t.name, t.category, t.legalDays, t.drawsOnAnnualBalance])).toEqual([
      ['annual_paid', 'Yıllık İzin', 'Ücretli', null, true],
      ['excuse.marriage', 'Evlilik (3 gün)', 'Ücretli', 3, false],
      ['excuse.paternity', 'Babalık - Eşin Doğumu (5 gün)', 'Ücretli', 5, false],
      ['excuse.bereavement', 'Ölüm - Yakın (3 gün)', 'Ücretli', 3, false],
      ['excuse.adoption', 'Evlat Edinme (3 gün)', 'Ücretli', 3, false],
      ['excuse.disabled_child_care', 'Ağır Engelli Çocuk Tedavisi (10 gün/yıl)', 'Ücretli', 10, false],
      ['maternity', 'Doğum/Analık İzni (16 hafta)', 'Raporlu', 112, false],
      ['sick_leave_reported', 'Hastalık İzni (SGK Raporlu)', 'Raporlu', null, false],
      ['unpaid_leave', 'Ücretsiz İzin', 'Ücretsiz', null, false],
      ['nursing', 'Süt İzni (günde 1,5 saat)', 'Ücretli', null, false],
    ]);
    expect(findLeaveType('excuse.disabled_child_care')?.perYear).toBe(true);
  });

  it('hourly leave (docs/decisions/015): nursing always in hours; unpaid and disabled-child care where the organization allows it', () => {
    expect(leaveTypes.filter((t) => t.hours === 'always').map((t) => t.code)).toEqual(['nursing']);
    expect(leaveTypes.filter((t) => t.hours === 'ifAllowed').map((t) => t.code)).toEqual([
      'excuse.disabled_child_care',
      'unpaid_leave',
    ]);
  });

  it('only annual leave draws on the annual balance (product §D4)', () => {
    expect(leaveTypes.filter((t) => t.drawsOnAnnualBalance).map((t) => t.code)).toEqual(['annual_paid']);
  });

  it('looks up names and codes; unknown codes show as they are', () => {
    expect(leaveTypeName('maternity')).toBe('Doğum/Analık İzni (16 hafta)');
    expect(leaveTypeName('legacy_code')).toBe('legacy_code');
    expect(isLeaveTypeCode('excuse.marriage')).toBe(true);
    expect(isLeaveTypeCode('excuse')).toBe(false);
  });
});

describe('legal figures with the date each took effect', () => {
  it('reads the figure in force on a date', () => {
    expect(legalDaysOn('excuse.paternity', '2025-01-01')).toBe(5);
    expect(legalDaysOn('excuse.paternity', '2015-01-01')).toBe(0);
    expect(legalDaysOn('maternity', '2025-01-01', { multiplePregnancy: true })).toBe(126);
    expect(legalDaysOn('unpaid_leave', '2025-01-01')).toBeNull();
    expect(legalValueOn('annual.band15PlusDays', '2003-06-10')).toBe(26);
    expect(legalFigureOn('annual.band15PlusDays', '2003-06-09')).toBeUndefined();
  });

  it('every row names its legal source and a valid date', () => {
    for (const row of LEGAL_FIGURES) {
      expect(row.source).toMatch(/4857/);
      expect(row.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
