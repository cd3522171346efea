import type { TeamCalendarMonth } from '@paydos/contract/team-calendar';
import { Lock, TriangleAlert } from 'lucide-react';
import { teamRulesMessages } from '../../platform/messages/team-rules';
import { cn } from '../../ui/cn';
import { swatchClass } from './leave-colors';
import { MONTH_NAMES } from '../../platform/format-dates';

const m = teamRulesMessages.teamRuleDays;
type RuleDay = TeamCalendarMonth['ruleDays'][number];

/** A lock day's shade in the wallchart's header and the phone's day list (always with the lock mark and its text). */
export const lockShade = 'bg-violet-100';

/** The calendar's rule day of a date, if a rule marks it (a month has a handful). */
export const ruleDayOf = (calendar: TeamCalendarMonth, date: string) => calendar.ruleDays.find((d) => d.date === date);

/** What a rule day says in words: the lock (its reason, team and effect), then each team at its minimum. */
export function ruleDayTexts(day: RuleDay): string[] {
  return [
    ...(day.lock ? [m.locked(day.lock.reason, day.lock.mode, day.lock.teamName)] : []),
    ...day.shortStaffed.map((s) => `⚠ ${m.shortStaffed(s.teamName, s.minimumAtWork, s.atWork)}`),
  ];
}

/** The marks of a wallchart day header (issue 23 item 5): a lock and ⚠, their words for screen readers and on hover. */
export function HeaderRuleMarks({ day }: { day: RuleDay | undefined }) {
  if (!day) return null;
  return (
    <span className="flex items-center gap-0.5" title={ruleDayTexts(day).join(' · ')} data-rule-day={day.date}>
      {day.lock && <Lock className="size-3 text-violet-700" aria-hidden />}
      {day.shortStaffed.length > 0 && (
        <TriangleAlert className="size-3 text-amber-600" aria-hidden data-testid="short-staffed-mark" />
      )}
      <span className="sr-only">{ruleDayTexts(day).join('; ')}</span>
    </span>
  );
}

/** The rule marks of one day of the phone's list: the lock and each team at its minimum, in words. */
export function DayRuleBadges({ day }: { day: RuleDay | undefined }) {
  if (!day) return null;
  return (
    <ul className="mt-2 grid gap-1 text-xs" data-testid="day-rules">
      {day.lock && (
        <li className="flex min-w-0 items-center gap-1.5 text-violet-800">
          <Lock className="size-3.5 shrink-0" aria-hidden />
          <span className="min-w-0 wrap-anywhere">{m.locked(day.lock.reason, day.lock.mode, day.lock.teamName)}</span>
        </li>
      )}
      {day.shortStaffed.map((s) => (
        <li key={s.teamName} className="flex min-w-0 items-center gap-1.5 text-amber-800">
          <span aria-hidden>⚠</span>
          <span className="min-w-0 wrap-anywhere">{m.shortStaffed(s.teamName, s.minimumAtWork, s.atWork)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The legend's entries for the rule marks, when the month has any. */
export function RuleLegendItems({ calendar }: { calendar: TeamCalendarMonth }) {
  const locks = calendar.ruleDays.some((d) => d.lock);
  const short = calendar.ruleDays.some((d) => d.shortStaffed.length > 0);
  return (
    <>
      {locks && (
        <li className="flex items-center gap-1.5">
          <span className={cn(swatchClass, lockShade, 'flex items-center justify-center')} aria-hidden>
            <Lock className="size-2.5 text-violet-700" />
          </span>
          {m.legendLock}
        </li>
      )}
      {short && (
        <li className="flex items-center gap-1.5">
          <span className="text-amber-600" aria-hidden>
            ⚠
          </span>
          {m.legendShort}
        </li>
      )}
    </>
  );
}

/** Under the wallchart, the month's rule days in words (a 34 px column has room for a mark only). */
export function MonthRuleDays({ calendar }: { calendar: TeamCalendarMonth }) {
  if (calendar.ruleDays.length === 0) return null;
  return (
    <div className="space-y-1.5 text-xs text-muted" data-testid="wallchart-rule-days">
      <p className="font-medium text-ink">{m.summaryTitle}</p>
      <ul className="grid gap-1" aria-label={m.summaryTitle}>
        {calendar.ruleDays.map((day) => (
          <li key={day.date} className="flex flex-wrap gap-x-2" data-date={day.date}>
            <span className="font-medium text-ink">
              {Number(day.date.slice(8))} {MONTH_NAMES[Number(day.date.slice(5, 7)) - 1]}
            </span>
            <span>{ruleDayTexts(day).join(' · ')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
