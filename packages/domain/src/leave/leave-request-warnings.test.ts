import { describe, expect, it } from 'vitest';
import { leaveRequestWarnings } from './leave-request-warnings';

const request = { leaveType: 'annual_paid', employeeStartDate: '2023-03-01' };

describe('qualifying period warning (4857 art. 53/1: annual leave after 1 year of service)', () => {
  it('warns for annual leave starting before the first anniversary, not from it on', () => {
    const early = leaveRequestWarnings({ ...request, startDate: '2024-02-29', days: 10 });
    expect(early).toEqual([
      {
        code: 'qualifying_period',
        message:
          'Yıllık izin hakkı 1 yıllık hizmet süresi dolunca doğar (4857 md. 53). Bu talep, hakkın doğduğu 01.03.2024 tarihinden önce başlıyor; ancak şirket politikasındaki ilk yıl izninden kullanılabilir.',
      },
    ]);
    expect(leaveRequestWarnings({ ...request, startDate: '2024-03-01', days: 10 })).toEqual([]);
    expect(
      leaveRequestWarnings({ ...request, leaveType: 'excuse.marriage', startDate: '2023-06-01', days: 3 }),
    ).toEqual([]);
  });
});

describe('split rule warning (4857 art. 56/3: by agreement, one part at least 10 days)', () => {
  const start = { ...request, startDate: '2025-05-05' };
  const opening =
    'Bu talep, 01.03.2025 - 28.02.2026 hizmet yılının yıllık iznini bölüyor (2. bölüm). Yıllık izin ancak anlaşmayla bölünebilir ve bölümlerden biri en az 10 gün olmalıdır (4857 md. 56).';

  it('names a later part of the service year when no part of 10 days exists yet', () => {
    const warnings = leaveRequestWarnings({
      ...start,
      days: 3,
      otherAnnualLeaves: [
        { startDate: '2025-02-10', days: 12 },
        { startDate: '2025-04-01', days: 2 },
      ],
    });
    expect(warnings).toEqual([
      { code: 'split_rule', message: `${opening} Bu hizmet yılında henüz 10 günlük bir bölüm yok.` },
    ]);
  });

  it('says the 10-day part is there when this part or another part of the same service year reaches it', () => {
    expect(leaveRequestWarnings({ ...start, days: 10 })).toEqual([]);
    expect(
      leaveRequestWarnings({ ...start, days: 2, otherAnnualLeaves: [{ startDate: '2025-03-01', days: 10 }] })[0]
        ?.message,
    ).toBe(`${opening} Bu hizmet yılında 10 günlük bölüm şartı karşılanıyor.`);
  });

  it('is quiet when the request takes the whole remaining balance at once (not a split)', () => {
    expect(leaveRequestWarnings({ ...start, days: 4, remainingBefore: 4 })).toEqual([]);
  });

  it('says what the rest must hold, or that it can no longer hold a 10-day part', () => {
    expect(leaveRequestWarnings({ ...start, days: 4, remainingBefore: 14 })[0]?.message).toMatch(
      /Kalan 10 günden en az 10 günlük bir bölüm kullanılmalıdır\.$/,
    );
    const [warning] = leaveRequestWarnings({
      ...start,
      days: 5,
      remainingBefore: 14,
      otherAnnualLeaves: [{ startDate: '2025-04-01', days: 2 }],
    });
    expect(warning?.message).toMatch(/Bu talepten sonra kalan 9 gün, 10 günlük bir bölüme yetmiyor\.$/);
  });
});

describe('legal length warning (4857 ek md. 2, art. 74)', () => {
  it('warns when an excuse leave is longer than its legal length, in Turkish', () => {
    expect(
      leaveRequestWarnings({ ...request, leaveType: 'excuse.marriage', startDate: '2025-05-05', days: 4 }),
    ).toEqual([{ code: 'exceeds_legal_length', message: 'Evlilik (3 gün) için yasal süre 3 gündür; bu talep 4 gün.' }]);
    expect(
      leaveRequestWarnings({ ...request, leaveType: 'excuse.paternity', startDate: '2025-05-05', days: 5 }),
    ).toEqual([]);
    expect(
      leaveRequestWarnings({
        ...request,
        leaveType: 'excuse.disabled_child_care',
        startDate: '2025-05-05',
        days: 11,
      })[0]?.message,
    ).toBe('Ağır Engelli Çocuk Tedavisi (10 gün/yıl) için yasal süre 10 gündür (yıllık); bu talep 11 gün.');
    expect(
      leaveRequestWarnings({ ...request, leaveType: 'sick_leave_reported', startDate: '2025-05-05', days: 200 }),
    ).toEqual([]);
  });

  it('allows 126 days of maternity leave for a multiple pregnancy', () => {
    const maternity = { ...request, leaveType: 'maternity', startDate: '2025-05-05', days: 120 };
    expect(leaveRequestWarnings(maternity).map((w) => w.code)).toEqual(['exceeds_legal_length']);
    expect(leaveRequestWarnings({ ...maternity, multiplePregnancy: true })).toEqual([]);
  });
});
