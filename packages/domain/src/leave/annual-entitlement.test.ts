import { describe, expect, it } from 'vitest';
import { annualEntitlement, explainAnnualEntitlement, tenureBandOf } from './annual-entitlement';
import { DEFAULT_LEAVE_POLICY, parseLeavePolicy } from './leave-policy';

const policy = DEFAULT_LEAVE_POLICY;
const adult = { ageOnAnniversary: 35, underground: false, policy };

describe('annual entitlement by tenure band (4857 art. 53/2)', () => {
  it.each([
    [0, '0-1', 0],
    [1, '1-5', 14],
    [4, '1-5', 14],
    [5, '1-5', 14],
    [6, '5-15', 20],
    [14, '5-15', 20],
    [15, '15+', 26],
    [40, '15+', 26],
  ])('%i years of service: band %s, %i days', (serviceYears, band, days) => {
    expect(tenureBandOf(serviceYears)).toBe(band);
    expect(annualEntitlement({ ...adult, serviceYears })).toBe(days);
  });

  it('a policy above the law wins; a policy below the law is raised to the legal minimum', () => {
    const generous = parseLeavePolicy({ ranges: { '0-1': 5, '1-5': 18, '5-15': 22, '15+': 30 } });
    expect(
      [0, 1, 5, 6, 15].map((serviceYears) => annualEntitlement({ ...adult, policy: generous, serviceYears })),
    ).toEqual([5, 18, 18, 22, 30]);
    const stingy = parseLeavePolicy({ ranges: { '1-5': 10, '5-15': 10, '15+': 10 } });
    expect([1, 5, 6, 15].map((serviceYears) => annualEntitlement({ ...adult, policy: stingy, serviceYears }))).toEqual([
      14, 14, 20, 26,
    ]);
  });

  it('no annual leave before one year of service unless the policy gives it (art. 53/1, product §D4)', () => {
    expect(annualEntitlement({ ...adult, serviceYears: 0, ageOnAnniversary: 17 })).toBe(0);
    expect(annualEntitlement({ ...adult, serviceYears: 0, underground: true })).toBe(0);
  });

  it('refuses a negative or fractional number of service years', () => {
    expect(() => annualEntitlement({ ...adult, serviceYears: -1 })).toThrow(RangeError);
    expect(() => annualEntitlement({ ...adult, serviceYears: 1.5 })).toThrow(RangeError);
  });
});

describe('age minimum of 20 days for 18 and younger, 50 and older (4857 art. 53/3)', () => {
  it.each([
    [17, 1, 20],
    [18, 1, 20],
    [19, 1, 14],
    [49, 5, 14],
    [50, 5, 20],
    [50, 15, 26],
    [65, 3, 20],
  ])('aged %i on the anniversary with %i years: %i days', (ageOnAnniversary, serviceYears, days) => {
    expect(annualEntitlement({ ...adult, ageOnAnniversary, serviceYears })).toBe(days);
  });

  it('an unknown age applies no age minimum', () => {
    expect(annualEntitlement({ ...adult, ageOnAnniversary: null, serviceYears: 2 })).toBe(14);
  });
});

describe('underground work adds 4 days in every band (4857 art. 53 last paragraph)', () => {
  it.each([
    [1, 35, 18],
    [5, 35, 18],
    [6, 35, 24],
    [15, 35, 30],
    [3, 50, 24],
  ])('%i years, aged %i: %i days', (serviceYears, ageOnAnniversary, days) => {
    expect(annualEntitlement({ ...adult, underground: true, serviceYears, ageOnAnniversary })).toBe(days);
  });

  it('adds to a first-year allowance the policy gives, and uses the figures in force on the anniversary', () => {
    const firstYear = parseLeavePolicy({ ranges: { '0-1': 5 } });
    expect(annualEntitlement({ ...adult, underground: true, policy: firstYear, serviceYears: 0 })).toBe(9);
    // Law 6552 introduced the 4 days in September 2014.
    expect(annualEntitlement({ ...adult, underground: true, serviceYears: 2, onDate: '2014-01-01' })).toBe(14);
    expect(annualEntitlement({ ...adult, underground: true, serviceYears: 2, onDate: '2015-01-01' })).toBe(18);
  });
});

describe('explainAnnualEntitlement', () => {
  it('explains the figure in Turkish', () => {
    const explained = explainAnnualEntitlement({ serviceYears: 3, ageOnAnniversary: 52, underground: true, policy });
    expect(explained).toMatchObject({
      days: 24,
      band: '1-5',
      policyDays: 14,
      tenureMinimum: 14,
      ageMinimum: 20,
      undergroundExtra: 4,
    });
    expect(explained.reason).toBe(
      '3. hizmet yılı: 24 gün yıllık izin hakkı (politika 14 gün, yasal asgari 14 gün (4857 md. 53), yaş nedeniyle en az 20 gün (4857 md. 53/3), yer altı işi +4 gün).',
    );
  });
});
