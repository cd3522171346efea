/*
 * What a broken team rule says (issue 23 item 5), in Turkish (issue 26): the leave form's hint, the refusal, the
 * approvals page. Read through the record when a message is made, so that English written into it (contract
 * messages/en/domain-texts.ts) switches the page; the server finds their English from the same pairs. Dates come
 * formatted by the caller (TEXT_FORMATS.date), a list of them joined by ", " (moreDays past five).
 */
export const TEAM_RULE_TEXTS = {
  /** A list of dates cut at five: "29.12.2025, 30.12.2025, … ve 3 gün daha". */
  moreDays: (listed: string, more: number) => `${listed} ve ${more} gün daha`,

  /** A lock period's first half: when, and what it does (one of the four below). */
  lockOnDay: (date: string, state: string) => `${date} tarihinde ${state}`,
  lockBetween: (start: string, end: string, state: string) => `${start} - ${end} arasında ${state}`,
  lockRefuses: 'izin alınamaz',
  lockRefusesBecause: (reason: string) => `izin alınamaz (${reason})`,
  lockNeedsAdmin: 'izin İK onayına bağlıdır',
  lockNeedsAdminBecause: (reason: string) => `izin İK onayına bağlıdır (${reason})`,
  /** Its second half, after "; ": the request's days inside the period. */
  lockHitsDay: (dates: string) => `bu talebin ${dates} izin günü bu döneme düşüyor.`,
  lockHitsDays: (dates: string) => `bu talebin ${dates} izin günleri bu döneme düşüyor.`,

  /** Minimum staffing: the days short, each as staffingDay, listed. */
  staffingRefused: (team: string, minimum: number, days: string) =>
    `${team} ekibinde her iş günü en az ${minimum} kişi çalışıyor olmalı. Onaylı ve bekleyen ` +
    `izinlerle birlikte bu talep şu günlerde daha az kişi bırakıyor: ${days}.`,
  staffingNeedsAdmin: (team: string, minimum: number, days: string) =>
    `${team} ekibinde her iş günü en az ${minimum} kişi çalışıyor olmalı. Onaylı ve bekleyen ` +
    `izinlerle birlikte bu talep şu günlerde daha az kişi bırakıyor: ${days}. Talep İK onayına gider.`,
  /** A day short, with the people left at work. */
  staffingDay: (date: string, atWork: number) => `${date} (${atWork} kişi)`,

  /** Minimum notice per leave type (`type` is its name): the earliest date allowed, the request's dates before it. */
  noticeRefused: (type: string, days: number, earliestDate: string, dates: string) =>
    `${type} en az ${days} gün önceden talep edilmelidir; ` +
    `en erken ${earliestDate} tarihi için izin istenebilir (bu talepte ${dates}).`,
  noticeNeedsAdmin: (type: string, days: number, earliestDate: string, dates: string) =>
    `${type} en az ${days} gün önceden talep edilmelidir; ` +
    `en erken ${earliestDate} tarihi için izin istenebilir (bu talepte ${dates}). Daha erken tarihler İK onayına gider.`,
};
