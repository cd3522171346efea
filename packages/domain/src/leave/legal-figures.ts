import { compareDates, type CalendarDate } from '../calendar/calendar-date';

/**
 * Every figure the law fixes, with the date it took effect, in one table: parliament
 * changes them (a bill to raise maternity to 24 weeks and paternity to 10 days was pending
 * in 2026), and a grant or a request must use the figure in force on its own date.
 * To record a change, append a row with the new `effectiveFrom`; never edit an old row.
 */
export type LegalFigureKey =
  | 'annual.qualifyingYears'
  | 'annual.band1to5Days'
  | 'annual.band5to15Days'
  | 'annual.band15PlusDays'
  | 'annual.ageMinimumDays'
  | 'annual.undergroundExtraDays'
  | 'annual.splitMinimumPartDays'
  | 'annual.travelMaxDays'
  | 'excuse.marriageDays'
  | 'excuse.paternityDays'
  | 'excuse.bereavementDays'
  | 'excuse.adoptionDays'
  | 'excuse.disabledChildCareDaysPerYear'
  | 'maternity.days'
  | 'maternity.multiplePregnancyDays'
  | 'nursing.minutesPerDay'
  | 'nursing.childAgeYears';

export interface LegalFigure {
  key: LegalFigureKey;
  value: number;
  effectiveFrom: CalendarDate;
  /** Law and article, as a Turkish reader would cite it. */
  source: string;
}

/** 4857 sayılı İş Kanunu: Resmî Gazete 10.06.2003, in force on publication. */
const LABOUR_LAW_4857 = '2003-06-10';
/**
 * Ek madde 2 (excuse leaves) was added by Law 6663, Resmî Gazete 10.02.2016. The article
 * number and date are from memory of the published text; check mevzuat.gov.tr if a
 * dispute ever depends on a leave taken in early 2016.
 */
const LAW_6663 = '2016-02-10';
/**
 * The underground +4 days (art. 53, last paragraph) came with Law 6552, Resmî Gazete
 * 11.09.2014 (the post-Soma mining reform); same caveat as above.
 */
const LAW_6552 = '2014-09-11';

export const LEGAL_FIGURES: readonly LegalFigure[] = [
  { key: 'annual.qualifyingYears', value: 1, effectiveFrom: LABOUR_LAW_4857, source: '4857 md. 53/1' },
  { key: 'annual.band1to5Days', value: 14, effectiveFrom: LABOUR_LAW_4857, source: '4857 md. 53/2-a' },
  { key: 'annual.band5to15Days', value: 20, effectiveFrom: LABOUR_LAW_4857, source: '4857 md. 53/2-b' },
  { key: 'annual.band15PlusDays', value: 26, effectiveFrom: LABOUR_LAW_4857, source: '4857 md. 53/2-c' },
  { key: 'annual.ageMinimumDays', value: 20, effectiveFrom: LABOUR_LAW_4857, source: '4857 md. 53/3' },
  {
    key: 'annual.undergroundExtraDays',
    value: 4,
    effectiveFrom: LAW_6552,
    source: '4857 md. 53/son (6552 sayılı Kanun)',
  },
  { key: 'annual.splitMinimumPartDays', value: 10, effectiveFrom: LABOUR_LAW_4857, source: '4857 md. 56/3' },
  { key: 'annual.travelMaxDays', value: 4, effectiveFrom: LABOUR_LAW_4857, source: '4857 md. 56/4' },
  { key: 'excuse.marriageDays', value: 3, effectiveFrom: LAW_6663, source: '4857 ek md. 2 (6663 sayılı Kanun)' },
  { key: 'excuse.paternityDays', value: 5, effectiveFrom: LAW_6663, source: '4857 ek md. 2 (6663 sayılı Kanun)' },
  { key: 'excuse.bereavementDays', value: 3, effectiveFrom: LAW_6663, source: '4857 ek md. 2 (6663 sayılı Kanun)' },
  { key: 'excuse.adoptionDays', value: 3, effectiveFrom: LAW_6663, source: '4857 ek md. 2 (6663 sayılı Kanun)' },
  {
    key: 'excuse.disabledChildCareDaysPerYear',
    value: 10,
    effectiveFrom: LAW_6663,
    source: '4857 ek md. 2 (6663 sayılı Kanun)',
  },
  // 8 weeks before and 8 after the birth; 2 more weeks before a multiple birth.
  { key: 'maternity.days', value: 112, effectiveFrom: LABOUR_LAW_4857, source: '4857 md. 74/1' },
  { key: 'maternity.multiplePregnancyDays', value: 126, effectiveFrom: LABOUR_LAW_4857, source: '4857 md. 74/1' },
  // Süt izni: "bir yaşından küçük çocuklarını emzirmeleri için günde toplam bir buçuk saat" (minutes, not days).
  { key: 'nursing.minutesPerDay', value: 90, effectiveFrom: LABOUR_LAW_4857, source: '4857 md. 74' },
  { key: 'nursing.childAgeYears', value: 1, effectiveFrom: LABOUR_LAW_4857, source: '4857 md. 74' },
];

/** The row in force on `onDate`, or undefined before the law existed. */
export function legalFigureOn(key: LegalFigureKey, onDate: CalendarDate): LegalFigure | undefined {
  let found: LegalFigure | undefined;
  for (const figure of LEGAL_FIGURES) {
    if (figure.key !== key || compareDates(figure.effectiveFrom, onDate) > 0) continue;
    if (!found || compareDates(figure.effectiveFrom, found.effectiveFrom) >= 0) found = figure;
  }
  return found;
}

/** The value in force on `onDate`; 0 before the law existed (no right then). */
export function legalValueOn(key: LegalFigureKey, onDate: CalendarDate): number {
  return legalFigureOn(key, onDate)?.value ?? 0;
}

/** The most recently enacted row of a figure (what the catalogue shows). */
export function latestLegalFigure(key: LegalFigureKey): LegalFigure {
  const rows = LEGAL_FIGURES.filter((f) => f.key === key);
  const latest = rows.reduce<LegalFigure | undefined>(
    (best, f) => (!best || compareDates(f.effectiveFrom, best.effectiveFrom) >= 0 ? f : best),
    undefined,
  );
  if (!latest) throw new Error(`Unknown legal figure ${key}`);
  return latest;
}
