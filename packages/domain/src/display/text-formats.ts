import type { CalendarDate } from '../calendar/calendar-date';
import { formatTurkishDate, formatTurkishDateWithWeekday } from '../calendar/turkish-date-format';

/**
 * How the domain's composed texts (the text records: LEDGER_TEXTS, TEAM_RULE_TEXTS, …) show a date, switched like the
 * records: Turkish here, and an English page writes the English formats in before its first render (contract
 * messages/en/domain-texts.ts), so the leave form's warnings and the rules' messages it composes read "7 Dec 2026".
 * A text's caller formats its dates through these, at call time, and hands the text the formatted string. The server
 * never writes into them: its texts are Turkish, looked up in English on the way out.
 */
export const TEXT_FORMATS = {
  /** 29.10.2025 / 29 Oct 2025. */
  date: (date: CalendarDate): string => formatTurkishDate(date),
  /** 29.10.2025 Çarşamba / Wed, 29 Oct 2025. */
  dateWithWeekday: (date: CalendarDate): string => formatTurkishDateWithWeekday(date),
};
