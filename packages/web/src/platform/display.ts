/**
 * Dates, numbers, money and lengths as this page's language writes them (issue 26). Every component and message
 * file formats through here, never through the domain's Turkish formatters directly.
 * (Stub: Turkish only until the per-language formatters land.)
 */
export {
  formatTurkishDate as formatDate,
  formatTurkishDateWithWeekday as formatDateWithWeekday,
  formatTurkishDateTime as formatDateTime,
  formatTurkishInstantDate as formatInstantDate,
  formatCount,
  formatOneDecimal,
  formatUpToOneDecimal,
  formatLira,
  formatDays,
  formatDuration,
  formatMinutesAsDays,
  formatTenure,
  formatServiceLength,
  formatDateList,
  formatDates,
  leaveLengthText,
  daysAndHoursText,
  TURKISH_MONTH_NAMES as MONTH_NAMES,
  TURKISH_WEEKDAY_NAMES as WEEKDAY_NAMES,
  TURKISH_WEEKDAY_ABBREVIATIONS as WEEKDAY_ABBREVIATIONS,
} from '@paydos/domain';
