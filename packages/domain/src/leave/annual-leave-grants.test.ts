import { describe, expect, it } from 'vitest';
import { annualLeaveGrants } from './annual-leave-grants';
import { DEFAULT_LEAVE_POLICY } from './leave-policy';

const base = { birthDate: '1990-05-05', underground: false, policy: DEFAULT_LEAVE_POLICY };

describe('annualLeaveGrants: one grant per service anniversary (4857 art. 53)', () => {
  it('gives the start-date grant (0 days) and one per anniversary, with the band boundaries at 5/6 and 14/15', () => {
    const grants = annualLeaveGrants({ ...base, startDate: '2010-03-15', from: '2010-01-01', to: '2025-12-31' });
    expect(grants.map((g) => [g.date, g.serviceYears, g.days])).toEqual([
      ['2010-03-15', 0, 0],
      ['2011-03-15', 1, 14],
      ['2012-03-15', 2, 14],
      ['2013-03-15', 3, 14],
      ['2014-03-15', 4, 14],
      ['2015-03-15', 5, 14],
      ['2016-03-15', 6, 20],
      ['2017-03-15', 7, 20],
      ['2018-03-15', 8, 20],
      ['2019-03-15', 9, 20],
      ['2020-03-15', 10, 20],
      ['2021-03-15', 11, 20],
      ['2022-03-15', 12, 20],
      ['2023-03-15', 13, 20],
      ['2024-03-15', 14, 20],
      ['2025-03-15', 15, 26],
    ]);
  });

  it('includes both ends of the window', () => {
    const grants = annualLeaveGrants({ ...base, startDate: '2020-06-01', from: '2023-06-01', to: '2025-06-01' });
    expect(grants.map((g) => g.date)).toEqual(['2023-06-01', '2024-06-01', '2025-06-01']);
    expect(annualLeaveGrants({ ...base, startDate: '2020-06-01', from: '2023-06-02', to: '2024-05-31' })).toEqual([]);
    expect(annualLeaveGrants({ ...base, startDate: '2020-06-01', from: '2019-01-01', to: '2020-05-31' })).toEqual([]);
  });

  it('a 29 February start earns on 28 February in common years', () => {
    const grants = annualLeaveGrants({ ...base, startDate: '2020-02-29', from: '2021-01-01', to: '2025-03-01' });
    expect(grants.map((g) => [g.date, g.serviceYears])).toEqual([
      ['2021-02-28', 1],
      ['2022-02-28', 2],
      ['2023-02-28', 3],
      ['2024-02-29', 4],
      ['2025-02-28', 5],
    ]);
    const fromLeapDay = annualLeaveGrants({ ...base, startDate: '2020-02-29', from: '2025-02-28', to: '2025-02-28' });
    expect(fromLeapDay.map((g) => g.serviceYears)).toEqual([5]);
  });

  it('uses the age on each anniversary: 20 days from the anniversary at which the employee is 50 (art. 53/3)', () => {
    const grants = annualLeaveGrants({
      ...base,
      birthDate: '1975-07-01',
      startDate: '2020-07-01',
      from: '2023-01-01',
      to: '2026-12-31',
    });
    expect(grants.map((g) => [g.date, g.ageOnAnniversary, g.days])).toEqual([
      ['2023-07-01', 48, 14],
      ['2024-07-01', 49, 14],
      ['2025-07-01', 50, 20],
      ['2026-07-01', 51, 20],
    ]);
  });

  it('an employee aged 18 on the anniversary gets 20 days; 19 gets 14 (art. 53/3)', () => {
    const grants = annualLeaveGrants({
      ...base,
      birthDate: '2006-09-10',
      startDate: '2023-09-01',
      from: '2024-01-01',
      to: '2025-12-31',
    });
    expect(grants.map((g) => [g.ageOnAnniversary, g.days])).toEqual([
      [17, 20],
      [18, 20],
    ]);
    const older = annualLeaveGrants({
      ...base,
      birthDate: '2006-08-10',
      startDate: '2024-09-01',
      from: '2025-09-01',
      to: '2025-09-01',
    });
    expect(older.map((g) => [g.ageOnAnniversary, g.days])).toEqual([[19, 14]]);
  });
});
