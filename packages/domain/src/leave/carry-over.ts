import { compareDates, daysInMonth, formatDate, parseDate, type CalendarDate } from '../calendar/calendar-date';
import { TEXT_FORMATS } from '../display/text-formats';
import { explainAnnualEntitlement } from './annual-entitlement';
import type { EmployeeLeaveProfile } from './annual-leave-grants';
import { fromHalfDays, toHalfDays } from './half-days';
import type { LedgerEntry } from './ledger';
import { LEDGER_TEXTS } from './ledger-texts';
import { ageOn, serviceAnniversary } from './service-years';

/**
 * Art. 59 (4857): statutory annual leave never lapses while employment lasts; what is unused at
 * the end of a service year carries over, and what is unused at termination is paid. Only the days
 * a company grants above the legal minimum ("extra" days) may expire, after a period the
 * organization sets. To let an expiry reach only those days, usage draws on the extra days first
 * (oldest service year first), then on the statutory pool (see docs/leave-rules.md §14).
 */

const NO_COMPANY_DAYS = { ranges: { '0-1': 0, '1-5': 0, '5-15': 0, '15+': 0 } } as const;

/** The legal minimum of a service year: art. 53/2 tenure, 53/3 age, 53 last paragraph underground. */
export function statutoryDaysOfServiceYear(profile: EmployeeLeaveProfile, serviceYears: number): number {
  const date = serviceAnniversary(profile.startDate, serviceYears);
  const age = profile.birthDate === null ? null : ageOn(profile.birthDate, date);
  return explainAnnualEntitlement({
    serviceYears,
    ageOnAnniversary: age,
    underground: profile.underground,
    policy: NO_COMPANY_DAYS,
    onDate: date,
  }).days;
}

/** The same day `months` later, the last day of the month when it has no such day (TBK m. 92). */
export function addMonthsClamped(date: CalendarDate, months: number): CalendarDate {
  const { year, month, day } = parseDate(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return formatDate({ year: y, month: m, day: Math.min(day, daysInMonth(y, m)) });
}

/** The organization's rule for extra days; null months: they never expire. */
export interface ExtraLeaveExpiry {
  /** Months after the end of the service year (its next anniversary); 0 = on that anniversary. */
  months: number;
  /** The day the rule was set: an expiry date before it is never applied (no retroactive loss). */
  from: CalendarDate;
}

/** The day the unused extra days of `serviceYear` expire (service year n ends on anniversary n+1). */
export function extraDaysExpireOn(startDate: CalendarDate, serviceYear: number, months: number): CalendarDate {
  return addMonthsClamped(serviceAnniversary(startDate, serviceYear + 1), months);
}

type Entry = Pick<LedgerEntry, 'kind' | 'days' | 'effectiveDate'> &
  Partial<Pick<LedgerEntry, 'serviceYear' | 'leaveRequestId'>>;

export interface LeaveLayersInput extends EmployeeLeaveProfile {
  entries: readonly Entry[];
  expiry: ExtraLeaveExpiry | null;
  /** The simulation runs to the end of this day (today, or the last day of employment). */
  asOf: CalendarDate;
}

/** The balance left when a service year ended, carried into the next (a display line: nothing moves). */
export interface CarryOver {
  /** The service year that ended. */
  serviceYear: number;
  /** Its end: the next anniversary. */
  date: CalendarDate;
  days: number;
  statutoryDays: number;
  extraDays: number;
}

/** Unused extra days of a service year whose expiry date has come and that no EXPIRY entry records yet. */
export interface DueExpiry {
  serviceYear: number;
  date: CalendarDate;
  days: number;
}

export interface LeaveLayers {
  carryOvers: CarryOver[];
  dueExpiries: DueExpiry[];
  /** Granted by the end of `asOf`: statutory (with openings, which are never split) and extra. */
  entitled: { statutory: number; extra: number };
  expired: number;
  /** Unused at the end of `asOf`; extra is what has not expired. */
  unused: { statutory: number; extra: number };
}

interface Layer {
  serviceYear: number;
  units: number;
  expiresOn: CalendarDate | null;
  closed: boolean;
}

/**
 * Replays a ledger in date order, keeping the statutory pool and one layer of extra days per service
 * year. Usage (and a negative manual adjustment) draws extra days first, oldest layer first; a
 * return gives back what its request drew (into the statutory pool when that layer has closed); an
 * opening balance, a positive manual adjustment and any other return go to the statutory pool: the
 * employee is never worse off. On an expiry date the layer's remainder is due to expire, unless an
 * EXPIRY entry for that service year is already in the ledger (then that entry is applied).
 */
export function leaveLayers(input: LeaveLayersInput): LeaveLayers {
  const entries = input.entries
    .filter((e) => compareDates(e.effectiveDate, input.asOf) <= 0)
    .map((e, order) => ({ e, order }))
    .sort((a, b) => compareDates(a.e.effectiveDate, b.e.effectiveDate) || rank(a.e) - rank(b.e) || a.order - b.order)
    .map((x) => x.e);
  const written = new Set(entries.filter((e) => e.kind === 'EXPIRY').map((e) => e.serviceYear));
  let pool = 0;
  let entitledStatutory = 0;
  let entitledExtra = 0;
  let expired = 0;
  let converted = 0;
  const layers: Layer[] = [];
  const drawn = new Map<string, Array<{ layer: Layer; units: number }>>();
  const carryOvers: CarryOver[] = [];
  const dueExpiries: DueExpiry[] = [];
  const grantYears = new Set<number>();
  let lastYear: number | null = null;

  const extraUnits = () => layers.reduce((sum, l) => sum + (l.closed ? 0 : l.units), 0);
  const draw = (units: number, requestId: string | null | undefined) => {
    let rest = units;
    const taken: Array<{ layer: Layer; units: number }> = [];
    for (const layer of layers) {
      if (rest === 0) break;
      if (layer.closed || layer.units === 0) continue;
      const take = Math.min(rest, layer.units);
      layer.units -= take;
      rest -= take;
      taken.push({ layer, units: take });
    }
    pool -= rest;
    if (requestId) drawn.set(requestId, [...(drawn.get(requestId) ?? []), ...taken]);
  };
  const giveBack = (units: number, requestId: string | null | undefined) => {
    let rest = units;
    const taken = requestId ? (drawn.get(requestId) ?? []) : [];
    for (let i = taken.length - 1; i >= 0 && rest > 0; i--) {
      const part = taken[i]!;
      const back = Math.min(rest, part.units);
      if (!part.layer.closed) part.layer.units += back;
      else {
        pool += back; // that year's extra days have expired: the returned ones are kept, as statutory
        converted += back;
      }
      part.units -= back;
      rest -= back;
    }
    pool += rest;
  };
  /** Every carry-over and expiry dated on or before `date`: they come before that day's entries. */
  const passTo = (date: CalendarDate) => {
    for (;;) {
      const next = nextEvent(layers, lastYear, input.startDate, input.expiry);
      if (!next || compareDates(next.date, date) > 0) return;
      if (next.kind === 'carry') {
        carryOvers.push({
          serviceYear: next.serviceYear,
          date: next.date,
          days: fromHalfDays(pool + extraUnits()),
          statutoryDays: fromHalfDays(pool),
          extraDays: fromHalfDays(extraUnits()),
        });
        lastYear = null;
        continue;
      }
      const layer = next.layer;
      layer.closed = true;
      if (written.has(layer.serviceYear) || layer.units === 0) continue;
      if (input.expiry && compareDates(next.date, input.expiry.from) >= 0) {
        dueExpiries.push({ serviceYear: layer.serviceYear, date: next.date, days: fromHalfDays(layer.units) });
        expired += layer.units;
        layer.units = 0;
      } else {
        layer.closed = false; // the rule came later than this date: those extra days stay for good
        layer.expiresOn = null;
      }
    }
  };

  for (const entry of entries) {
    passTo(entry.effectiveDate);
    const units = toHalfDays(entry.days);
    const year = entry.serviceYear ?? null;
    if (entry.kind === 'GRANT' && year !== null) {
      const statutory = Math.min(units, toHalfDays(statutoryDaysOfServiceYear(input, year)));
      const extra = units - statutory;
      entitledStatutory += statutory;
      entitledExtra += extra;
      const expiresOn = input.expiry ? extraDaysExpireOn(input.startDate, year, input.expiry.months) : null;
      const layer: Layer = { serviceYear: year, units: extra, expiresOn, closed: false };
      layers.push(layer);
      // Days taken ahead (a negative pool) are paid back from the extra days first.
      const payBack = pool < 0 ? Math.min(-pool, layer.units) : 0;
      layer.units -= payBack;
      pool += payBack + statutory;
      grantYears.add(year);
      lastYear = year;
    } else if (entry.kind === 'OPENING_BALANCE' || entry.kind === 'GRANT') {
      entitledStatutory += units;
      pool += units;
      if (year !== null) lastYear = year;
    } else if (entry.kind === 'ADJUSTMENT' && year !== null && grantYears.has(year)) {
      // A policy change corrects that year's grant: the company's days move, the statutory part cannot.
      const layer = layers.find((l) => l.serviceYear === year)!;
      entitledExtra += units;
      if (units >= 0 && !layer.closed) layer.units += units;
      else if (units >= 0) pool += units;
      else {
        const take = Math.min(-units, layer.closed ? 0 : layer.units);
        layer.units -= take;
        pool += units + take;
      }
    } else if (entry.kind === 'ADJUSTMENT') {
      entitledStatutory += units;
      if (units >= 0) pool += units;
      else draw(-units, null);
    } else if (entry.kind === 'EXPIRY') {
      const layer = layers.find((l) => l.serviceYear === year);
      const take = Math.min(-units, layer?.units ?? 0);
      if (layer) {
        layer.units -= take;
        layer.closed = true;
      }
      pool -= -units - take;
      expired -= units;
    } else if (entry.kind === 'RETURN') giveBack(units, entry.leaveRequestId);
    else draw(-units, entry.leaveRequestId);
  }
  passTo(input.asOf);
  return {
    carryOvers,
    dueExpiries,
    entitled: {
      statutory: fromHalfDays(entitledStatutory + converted),
      extra: fromHalfDays(entitledExtra - converted),
    },
    expired: fromHalfDays(expired),
    unused: { statutory: fromHalfDays(pool), extra: fromHalfDays(extraUnits()) },
  };
}

/** Same-day order: what opens a year before what draws on it. */
function rank(e: Entry): number {
  if (e.kind === 'GRANT' || e.kind === 'OPENING_BALANCE') return 0;
  if (e.kind === 'ADJUSTMENT' && (e.days ?? 0) > 0) return 1;
  if (e.kind === 'EXPIRY') return 2;
  return 3;
}

type Event =
  { kind: 'carry'; date: CalendarDate; serviceYear: number } | { kind: 'expiry'; date: CalendarDate; layer: Layer };

/** The earliest of: the end of the last opened service year, an open layer's expiry date. */
function nextEvent(
  layers: readonly Layer[],
  lastYear: number | null,
  startDate: CalendarDate,
  expiry: ExtraLeaveExpiry | null,
): Event | null {
  let best: Event | null = null;
  if (lastYear !== null)
    best = { kind: 'carry', date: serviceAnniversary(startDate, lastYear + 1), serviceYear: lastYear };
  if (!expiry) return best;
  for (const layer of layers) {
    if (layer.closed || !layer.expiresOn) continue;
    if (!best || compareDates(layer.expiresOn, best.date) < 0) best = { kind: 'expiry', date: layer.expiresOn, layer };
  }
  return best;
}

/** Turkish text of the carry-over line (ledger view). */
export function carryOverText(c: CarryOver): string {
  const parts =
    c.extraDays !== 0
      ? LEDGER_TEXTS.carryOverStatutoryAndExtra(c.statutoryDays, c.extraDays)
      : LEDGER_TEXTS.carryOverStatutory(c.statutoryDays);
  return LEDGER_TEXTS.carryOver(c.serviceYear, TEXT_FORMATS.date(c.date), c.days, parts);
}

/** The EXPIRY entry of a due expiry. */
export function expiryEntry(due: DueExpiry): LedgerEntry {
  return {
    kind: 'EXPIRY',
    days: 0 - due.days,
    effectiveDate: due.date,
    serviceYear: due.serviceYear,
    reason: LEDGER_TEXTS.expiry(due.serviceYear, due.days, TEXT_FORMATS.date(due.date)),
  };
}
