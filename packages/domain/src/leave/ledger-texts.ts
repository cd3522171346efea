import { formatDays } from './format-days';

/*
 * The ledger's Turkish lines (issue 26): the reasons of the entries the domain writes (stored as written, in
 * Turkish) and the lines the ledger view derives. One function per sentence, read through the record when a line is
 * made, so that English written into the record (contract messages/en/domain-texts.ts) switches them; the server
 * finds their English from the same pairs. Dates come formatted by the caller (TEXT_FORMATS.date); day counts are
 * numbers, each language writing its own decimal.
 */

/** The reasons of the ledger's entries. */
export const LEDGER_TEXTS = {
  /** An approved annual leave drawn from the balance. */
  usage: (start: string, end: string, days: number) =>
    `Yıllık izin kullanımı: ${start} - ${end} (${formatDays(days)} gün)`,
  /** A cancelled (or edited) approved request's days given back. */
  returned: (start: string, end: string, days: number) => `İzin iadesi: ${start} - ${end} (${formatDays(days)} gün)`,
  /** The same, with why (what the canceller wrote, or the default reason). */
  returnedBecause: (start: string, end: string, days: number, reason: string) =>
    `İzin iadesi: ${start} - ${end} (${formatDays(days)} gün) - ${reason}`,
  /** A past annual leave recorded by an admin and confirmed by the employee. */
  historicalUsage: (start: string, end: string, days: number) =>
    `Geçmiş yıllık izin kaydı: ${start} - ${end} (${formatDays(days)} gün)`,
  /** The admin's carried-over figure when an employee joins Paydos. */
  openingBalance: (date: string, days: number) =>
    `Açılış bakiyesi: ${date} itibarıyla devreden ${formatDays(days)} gün (yönetici tarafından girildi).`,
  policyChange: (serviceYear: number, before: number, after: number) =>
    `İzin politikası değişikliği: ${serviceYear}. hizmet yılı hakkı ${formatDays(before)} günden ${formatDays(after)} güne güncellendi.`,
  /** The unused extra days of a service year that expired (art. 59: statutory days never do). */
  expiry: (serviceYear: number, days: number, date: string) =>
    `${serviceYear}. hizmet yılında yasal asgarinin üzerinde verilen ve kullanılmayan ` +
    `${formatDays(days)} gün ek iznin süresi ${date} tarihinde doldu (yasal izin yanmaz, 4857 md. 59).`,
  /** The carry-over line of the ledger view; `parts` is carryOverStatutory or carryOverStatutoryAndExtra. */
  carryOver: (serviceYear: number, date: string, days: number, parts: string) =>
    `${serviceYear}. hizmet yılından ${date} tarihine devreden ` +
    `${formatDays(days)} gün (${parts}). Yasal izin yanmaz (4857 md. 59).`,
  carryOverStatutory: (statutory: number) => `yasal ${formatDays(statutory)} gün`,
  carryOverStatutoryAndExtra: (statutory: number, extra: number) =>
    `yasal ${formatDays(statutory)} gün, şirketin verdiği ek ${formatDays(extra)} gün`,
};

/**
 * A grant's reason (explainAnnualEntitlement): "14. hizmet yılı: 20 gün yıllık izin hakkı (politika 20 gün, yasal
 * asgari 20 gün (4857 md. 53))." The year and the figures are their own texts, the figures joined by ", ".
 */
export const ENTITLEMENT_TEXTS = {
  reason: (year: string, days: number, figures: string) => `${year}: ${days} gün yıllık izin hakkı (${figures}).`,
  firstYear: 'İşe başlangıç (0. hizmet yılı)',
  serviceYear: (serviceYear: number) => `${serviceYear}. hizmet yılı`,
  policy: (days: number) => `politika ${days} gün`,
  noLegalRightYet: 'yasal hak 1 yıl hizmetten sonra doğar (4857 md. 53/1)',
  tenureMinimum: (days: number) => `yasal asgari ${days} gün (4857 md. 53)`,
  ageMinimum: (days: number) => `yaş nedeniyle en az ${days} gün (4857 md. 53/3)`,
  underground: (days: number) => `yer altı işi +${days} gün`,
};
