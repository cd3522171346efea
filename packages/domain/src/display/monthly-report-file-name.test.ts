import { describe, expect, it } from 'vitest';
import { monthlyReportFileName, slugify } from './monthly-report-file-name';

describe('monthly report CSV file name (product §9: slug + izin-raporu-{year}-{MM})', () => {
  it('pads the month and keeps the slug', () => {
    expect(monthlyReportFileName('acme', 2025, 3)).toBe('acme-izin-raporu-2025-03.csv');
    expect(monthlyReportFileName('acme', 2025, 12)).toBe('acme-izin-raporu-2025-12.csv');
  });

  it('turns a Turkish name into an ASCII slug', () => {
    expect(slugify('Çağdaş İnşaat A.Ş.')).toBe('cagdas-insaat-a-s');
    expect(slugify('IŞIK Gıda')).toBe('isik-gida');
    expect(monthlyReportFileName('   ', 2025, 1)).toBe('organizasyon-izin-raporu-2025-01.csv');
  });

  it('refuses a month out of range', () => {
    expect(() => monthlyReportFileName('acme', 2025, 13)).toThrow(RangeError);
  });
});
