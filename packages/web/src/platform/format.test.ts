import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatTypedDate,
  holidayName,
  MONTH_NAMES,
  WEEKDAY_ABBREVIATIONS,
  WEEKDAY_NAMES,
} from './format-dates';
import { formatDays, formatLira, formatCount } from './format-numbers';
import { pageLanguage } from './page-language';
import { pageInEnglishFormats, pageInTurkish } from '../test/page-in-english';

afterEach(() => pageInTurkish());

describe('display formats in the page language, asked at call time (issue 26)', () => {
  it('a page formats in Turkish by default', () => {
    expect(pageLanguage()).toBe('tr');
    expect(formatDate('2026-12-07')).toBe('07.12.2026');
    expect(formatTypedDate('2026-12-07')).toBe('07.12.2026');
    expect(formatDateTime('2026-12-07T07:00:00Z')).toBe('07.12.2026 10:00');
    expect(formatCount(1234)).toBe('1.234');
    expect(formatDays(2.5)).toBe('2,5');
    expect(formatLira(1234.56)).toBe('1.234,56 ₺');
    expect(MONTH_NAMES[11]).toBe('Aralık');
    expect(WEEKDAY_NAMES[1]).toBe('Pazartesi');
    expect(holidayName('Cumhuriyet Bayramı')).toBe('Cumhuriyet Bayramı');
  });

  it('an English page formats dates, numbers and lira in English', () => {
    pageInEnglishFormats();
    expect(formatDate('2026-12-07')).toBe('7 Dec 2026');
    expect(formatTypedDate('2026-12-07')).toBe('07/12/2026');
    expect(formatDateTime('2026-12-07T07:00:00Z')).toBe('7 Dec 2026, 10:00');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatDays(2.5)).toBe('2.5');
    expect(formatLira(1234.56)).toBe('₺1,234.56');
    expect(holidayName('Cumhuriyet Bayramı')).toBe('Cumhuriyet Bayramı (Republic Day)');
  });

  it('the name tables keep their shape and read in the page language', () => {
    expect(Array.isArray(MONTH_NAMES)).toBe(true);
    expect(MONTH_NAMES).toHaveLength(12);
    pageInEnglishFormats();
    expect(MONTH_NAMES.map((name) => name.slice(0, 3)).join(' ')).toBe(
      'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec',
    );
    expect([...MONTH_NAMES][0]).toBe('January');
    expect(WEEKDAY_NAMES[0]).toBe('Sunday');
    expect(Object.values(WEEKDAY_ABBREVIATIONS)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    pageInTurkish();
    expect(Object.values(WEEKDAY_ABBREVIATIONS)).toEqual(['Pz', 'Pt', 'Sa', 'Ça', 'Pe', 'Cu', 'Ct']);
  });
});
