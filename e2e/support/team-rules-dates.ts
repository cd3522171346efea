import { addDays, istanbulToday, turkishPublicHolidaysBetween, weekdayOf } from '@paydos/domain';

/**
 * team-rules.e2e.ts: the day Emre is away (the seed's approved leave): the first Tuesday at least
 * 30 days ahead whose Monday-Wednesday hold no holiday, so the journey asks for Tuesday and
 * Wednesday and only Tuesday breaks the rule.
 */
export function teamRulesAwayDay(now: Date): string {
  let day = addDays(istanbulToday(now), 30);
  while (weekdayOf(day) !== 2 || turkishPublicHolidaysBetween(addDays(day, -1), addDays(day, 1)).length > 0)
    day = addDays(day, 1);
  return day;
}
