import { describe, expect, it } from 'vitest';
import { SUPPORTED_HOLIDAY_YEARS } from './bayram-first-days';
import { englishHolidayName } from './holiday-names-english';
import { turkishPublicHolidays } from './turkish-public-holidays';

describe('holiday names in English keep the legal Turkish name and gloss it in parentheses (issue 26)', () => {
  it.each([
    ['Cumhuriyet Bayramı', 'Cumhuriyet Bayramı (Republic Day)'],
    ['Cumhuriyet Bayramı Arifesi', 'Cumhuriyet Bayramı Arifesi (Eve of Republic Day)'],
    ['Yılbaşı', "Yılbaşı (New Year's Day)"],
    ['Ramazan Bayramı Arifesi', 'Ramazan Bayramı Arifesi (Eve of Eid al-Fitr)'],
    ['Ramazan Bayramı 1. Gün', 'Ramazan Bayramı 1. Gün (Eid al-Fitr, day 1)'],
    ['Kurban Bayramı 4. Gün', 'Kurban Bayramı 4. Gün (Eid al-Adha, day 4)'],
    [
      'Kurban Bayramı 2. Gün / Zafer Bayramı',
      'Kurban Bayramı 2. Gün (Eid al-Adha, day 2) / Zafer Bayramı (Victory Day)',
    ],
    ['Bilinmeyen Gün', 'Bilinmeyen Gün'],
  ])('%s reads %s', (name, text) => expect(englishHolidayName(name)).toBe(text));

  it('every holiday of every supported year has its gloss', () => {
    for (let year = SUPPORTED_HOLIDAY_YEARS.from; year <= SUPPORTED_HOLIDAY_YEARS.to; year++) {
      for (const { name } of turkishPublicHolidays(year)) {
        const parts = englishHolidayName(name).split(' / ');
        expect(
          parts.every((part) => / \(.+\)$/.test(part)),
          `${year}: ${name}`,
        ).toBe(true);
      }
    }
  });
});
