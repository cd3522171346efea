import { domainLabelTranslations } from '@paydos/contract/messages/en/domain-labels';
import { leaveTypeNames } from '@paydos/contract/messages/en/leave-types';
import type { Translation } from '@paydos/contract/messages/translation';
import {
  englishLeaveLengthText,
  formatDays,
  formatEnglishDate,
  formatEnglishDateTime,
  formatEnglishDays,
  formatEnglishInstantDate,
  formatEnglishLira,
  formatEnglishServiceLength,
  formatLira,
  formatServiceLength,
  formatTurkishDate,
  formatTurkishDateTime,
  formatTurkishInstantDate,
  LEAVE_STATUS_LABELS,
  leaveLengthText,
  leaveStatusLabel,
  leaveTypeName,
  ROLE_LABELS,
  roleLabel,
  type CalendarDate,
  type Language,
  type LeaveTypeCode,
  type ServiceLength,
} from '@paydos/domain';

/**
 * Issue 26: how a document the server writes (a PDF) reads in its reader's language: dates, day counts, money,
 * lengths and the domain's labels. Turkish is the domain's formatters as they always wrote (product §D1); English is
 * the domain's English formats (display/english-format.ts), the labels' English from the contract, and the leave
 * types' statutory names kept in Turkish with their English gloss. Texts come from the catalogues (`textsIn`).
 */
export interface LanguageFormats {
  /** A calendar date: "07.12.2026", "7 Dec 2026". */
  date(date: CalendarDate): string;
  /** An instant's Istanbul date and clock: "07.12.2026 10:00", "7 Dec 2026, 10:00". */
  dateTime(instant: Date | string): string;
  /** An instant's Istanbul calendar day. */
  instantDate(instant: Date | string): string;
  /** A day count alone: "2,5", "2.5". */
  days(days: number): string;
  lira(amount: number): string;
  serviceLength(length: ServiceLength): string;
  /** A request's length: days, or an hourly leave's hours. */
  leaveLength(leave: { days: number; minutesPerDay?: number | null; minutes?: number | null }): string;
  role(role: string): string;
  leaveStatus(status: string): string;
  leaveType(code: string): string;
}

/** The English of one of the domain's label records (contract messages/en/domain-labels.ts). */
function englishLabels<T extends object>(turkish: T): Translation<T> {
  const found = domainLabelTranslations.find(([record]) => record === turkish);
  if (!found) throw new Error('No English for this label record');
  return found[1] as Translation<T>;
}

const turkish: LanguageFormats = {
  date: formatTurkishDate,
  dateTime: formatTurkishDateTime,
  instantDate: formatTurkishInstantDate,
  days: formatDays,
  lira: formatLira,
  serviceLength: formatServiceLength,
  leaveLength: leaveLengthText,
  role: roleLabel,
  leaveStatus: leaveStatusLabel,
  leaveType: leaveTypeName,
};

const englishRoles = englishLabels(ROLE_LABELS);
const englishStatuses = englishLabels(LEAVE_STATUS_LABELS);

const english: LanguageFormats = {
  date: formatEnglishDate,
  dateTime: formatEnglishDateTime,
  instantDate: formatEnglishInstantDate,
  days: formatEnglishDays,
  lira: formatEnglishLira,
  serviceLength: formatEnglishServiceLength,
  leaveLength: englishLeaveLengthText,
  role: (role) => (Object.hasOwn(englishRoles, role) ? englishRoles[role as keyof typeof englishRoles] : role),
  // An unknown status reads as pending (product §4), as leaveStatusLabel does.
  leaveStatus: (status) =>
    Object.hasOwn(englishStatuses, status)
      ? englishStatuses[status as keyof typeof englishStatuses]
      : englishStatuses.PENDING,
  leaveType: (code) =>
    Object.hasOwn(leaveTypeNames, code) ? leaveTypeNames[code as LeaveTypeCode] : leaveTypeName(code),
};

export function formatsIn(language: Language): LanguageFormats {
  return language === 'en' ? english : turkish;
}
