/**
 * The public holidays' names for the English interface (issue 26). Their names are the legal ones of Law 2429, so
 * the Turkish name stays and an English gloss follows in parentheses: "Cumhuriyet Bayramı (Republic Day)".
 * Keyed by the base names of the holiday table (turkish-public-holidays.ts); a bayram's days and every arife are
 * built from them the way the table builds its names ("Ramazan Bayramı 2. Gün", "Kurban Bayramı Arifesi").
 */
export const HOLIDAY_ENGLISH_GLOSSES: Readonly<Record<string, string>> = {
  Yılbaşı: "New Year's Day",
  'Ulusal Egemenlik ve Çocuk Bayramı': "National Sovereignty and Children's Day",
  'Emek ve Dayanışma Günü': 'Labour and Solidarity Day',
  "Atatürk'ü Anma, Gençlik ve Spor Bayramı": 'Commemoration of Atatürk, Youth and Sports Day',
  'Demokrasi ve Milli Birlik Günü': 'Democracy and National Unity Day',
  'Zafer Bayramı': 'Victory Day',
  'Cumhuriyet Bayramı': 'Republic Day',
  'Ramazan Bayramı': 'Eid al-Fitr',
  'Kurban Bayramı': 'Eid al-Adha',
};

const ARIFE = / Arifesi$/;
const NTH_DAY = / (\d+)\. Gün$/;

/** The gloss of one holiday's name ("Eve of Republic Day", "Eid al-Fitr, day 2"); null for a name it does not know. */
function gloss(name: string): string | null {
  const has = (base: string) => Object.hasOwn(HOLIDAY_ENGLISH_GLOSSES, base);
  if (has(name)) return HOLIDAY_ENGLISH_GLOSSES[name]!;
  const base = name.replace(ARIFE, '');
  if (base !== name && has(base)) return `Eve of ${HOLIDAY_ENGLISH_GLOSSES[base]}`;
  const day = NTH_DAY.exec(name);
  const bayram = name.replace(NTH_DAY, '');
  if (day && has(bayram)) return `${HOLIDAY_ENGLISH_GLOSSES[bayram]}, day ${day[1]}`;
  return null;
}

/**
 * A holiday's name as the English interface shows it: "Cumhuriyet Bayramı (Republic Day)", "Kurban Bayramı 1. Gün
 * (Eid al-Adha, day 1)"; two holidays on one date ("A / B") each glossed. A name it does not know stays as it is.
 */
export function englishHolidayName(name: string): string {
  return name
    .split(' / ')
    .map((part) => {
      const english = gloss(part);
      return english ? `${part} (${english})` : part;
    })
    .join(' / ');
}
