import type { Weekday } from '../calendar/calendar-date';
import { LeavePolicyError } from './leave-policy-error';
import { LEAVE_POLICY_TEXTS } from './leave-policy-texts';

/** The spec's four tenure bands (service years): [0,1), [1,5], (5,15), [15,∞). */
export type TenureBand = '0-1' | '1-5' | '5-15' | '15+';
export const TENURE_BANDS: readonly TenureBand[] = ['0-1', '1-5', '5-15', '15+'];

export const TENURE_BAND_LABELS: Readonly<Record<TenureBand, string>> = {
  '0-1': '0-1 yıl',
  '1-5': '1-5 yıl',
  '5-15': '5-15 yıl',
  '15+': '15+ yıl',
};

export const DEFAULT_POLICY_DESCRIPTION =
  "Yıllık izin süreleri 4857 sayılı İş Kanunu'nun 53. maddesine göre belirlenir; yasal asgari sürelerin altına inilemez.";

const LIMITS = {
  organization: { '0-1': [0, 50], '1-5': [0, 50], '5-15': [0, 50], '15+': [0, 50] },
  onboarding: { '0-1': [0, 30], '1-5': [14, 30], '5-15': [14, 30], '15+': [14, 30] },
} as const satisfies Record<string, Record<TenureBand, readonly [number, number]>>;

const BY_YEARS: ReadonlyArray<[number, number | null, TenureBand]> = [
  [0, 1, '0-1'],
  [1, 5, '1-5'],
  [5, 15, '5-15'],
  [15, null, '15+'],
];

function bandOfEntry(entry: Record<string, unknown>): TenureBand | undefined {
  const label = entry.range ?? entry.key ?? entry.label ?? entry.band;
  if (typeof label === 'string') {
    const cleaned = label.replace(/\s*(yıl|years?)\s*$/i, '').replace(/\s/g, '');
    return TENURE_BANDS.find((b) => b === cleaned);
  }
  const min = entry.minYears ?? entry.min;
  const max = entry.maxYears ?? entry.max ?? null;
  return BY_YEARS.find(([lo, hi]) => lo === min && hi === max)?.[2];
}

function readDays(value: unknown, band: TenureBand, limits: keyof typeof LIMITS): number {
  const days = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).days : value;
  const [min, max] = LIMITS[limits][band];
  if (typeof days !== 'number' || !Number.isInteger(days) || days < min || days > max) {
    throw new LeavePolicyError(LEAVE_POLICY_TEXTS.bandDays(band, min, max), band);
  }
  return days;
}

/** Reads the ranges in any accepted shape; a missing band keeps its default. */
export function readRanges(
  raw: unknown,
  defaults: Readonly<Record<TenureBand, number>>,
  limits: keyof typeof LIMITS,
): Record<TenureBand, number> {
  const ranges = { ...defaults };
  if (raw === undefined || raw === null) return ranges;
  if (typeof raw !== 'object') throw new LeavePolicyError(LEAVE_POLICY_TEXTS.rangesUnreadable, 'ranges');
  const entries: Array<[TenureBand | undefined, unknown]> = Array.isArray(raw)
    ? raw.map((e: unknown) => [
        typeof e === 'object' && e !== null ? bandOfEntry(e as Record<string, unknown>) : undefined,
        e,
      ])
    : Object.entries(raw).map(([k, v]) => [TENURE_BANDS.find((b) => b === k.replace(/\s/g, '')), v]);
  for (const [band, value] of entries) {
    if (!band) throw new LeavePolicyError(LEAVE_POLICY_TEXTS.unknownBand, 'ranges');
    ranges[band] = readDays(value, band, limits);
  }
  return ranges;
}

/**
 * Validates, deduplicates and sorts weekdays. `sunday-zero` is the policy convention
 * (0-6, 0 = Sunday); `monday-one` the wizard's (1-7, 7 = Sunday), converted to the former.
 */
export function normalizeWorkingDays(raw: unknown, convention: 'sunday-zero' | 'monday-one'): Weekday[] {
  const [min, max] = convention === 'sunday-zero' ? [0, 6] : [1, 7];
  const texts = LEAVE_POLICY_TEXTS;
  if (!Array.isArray(raw)) throw new LeavePolicyError(texts.workingDaysNotList, 'workingDays');
  const days = new Set<Weekday>();
  for (const value of raw) {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      const message = convention === 'sunday-zero' ? texts.workingDaysFromSunday : texts.workingDaysFromMonday;
      throw new LeavePolicyError(message, 'workingDays');
    }
    days.add((value % 7) as Weekday);
  }
  if (days.size === 0) throw new LeavePolicyError(texts.noWorkingDay, 'workingDays');
  return [...days].sort((a, b) => a - b);
}
