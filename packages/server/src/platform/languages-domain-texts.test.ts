import { messages } from '@paydos/contract/messages';
import { domainTextTranslations } from '@paydos/contract/messages/en/domain-texts';
import { splitLeave } from '@paydos/contract/messages/split-leave';
import { reverseTranslation } from '@paydos/contract/messages/reverse-translation';
import {
  carryOverText,
  countLeaveDays,
  expiryEntry,
  explainAnnualEntitlement,
  HOURLY_TEXTS,
  leaveRequestWarnings,
  lockPeriodMessage,
  minimumNoticeBreaks,
  minimumStaffingMessage,
  openingGrants,
  policyChangeAdjustments,
  returnEntry,
  travelLedgerNote,
  usageEntry,
} from '@paydos/domain';
import { describe, expect, it } from 'vitest';
import { englishText } from './languages';

/*
 * Issue 26: the texts the domain composes in Turkish (a ledger reason stored when it was written, a rule's refusal)
 * read in English in an English answer: englishText finds them from the domain's text records and their English
 * (contract messages/en/domain-texts.ts). Pure: the domain's real outputs, no database.
 */

const period = { startDate: '2026-03-02', endDate: '2026-03-06', days: 5 };
const worker = { startDate: '2012-03-01', birthDate: '1990-05-10', underground: false };

describe('issue 26: the texts the domain composes read in English', () => {
  it('issue 26: a stored ledger reason reads in English, its dates and half days the English way', () => {
    expect(englishText(usageEntry(period).reason)).toBe('Annual leave taken: 2 Mar 2026 - 6 Mar 2026 (5 days)');
    expect(englishText(usageEntry({ ...period, days: 2.5 }).reason)).toBe(
      'Annual leave taken: 2 Mar 2026 - 6 Mar 2026 (2.5 days)',
    );
    expect(englishText(returnEntry({ ...period, reason: messages.leaves.defaultCancelReason }).reason)).toBe(
      'Leave returned: 2 Mar 2026 - 6 Mar 2026 (5 days) - The leave was canceled by an administrator',
    );
    expect(englishText(returnEntry(period).reason)).toBe('Leave returned: 2 Mar 2026 - 6 Mar 2026 (5 days)');
    const [opening] = openingGrants({
      ...worker,
      policy: { ranges: { '0-1': 0, '1-5': 14, '5-15': 20, '15+': 26 } },
      joinedOn: '2026-01-15',
      carriedOverDays: 12.5,
    });
    expect(englishText(opening!.reason)).toBe(
      'Opening balance: 12.5 days carried over as of 15 Jan 2026 (entered by an administrator).',
    );
    expect(englishText(expiryEntry({ serviceYear: 13, date: '2026-03-01', days: 3 }).reason)).toBe(
      'The 3 days of extra leave granted above the legal minimum in service year 13 and not used expired on 1 Mar 2026 (statutory leave does not expire, Law 4857 art. 59).',
    );
  });

  it('issue 26: a policy change and a grant read in English, the grant with its figures one by one', () => {
    const [adjustment] = policyChangeAdjustments({
      ...worker,
      entries: [{ kind: 'GRANT', days: 20, serviceYear: 14 }],
      newPolicy: { ranges: { '0-1': 0, '1-5': 14, '5-15': 22, '15+': 26 } },
      today: '2026-03-10',
    });
    expect(englishText(adjustment!.reason)).toBe(
      'Leave policy change: the entitlement of service year 14 was updated from 20 days to 22 days.',
    );
    const ranges = { '0-1': 0, '1-5': 14, '5-15': 20, '15+': 26 };
    const grant = explainAnnualEntitlement({
      serviceYears: 14,
      ageOnAnniversary: 35,
      underground: false,
      policy: { ranges },
    });
    expect(grant.reason).toBe(
      '14. hizmet yılı: 20 gün yıllık izin hakkı (politika 20 gün, yasal asgari 20 gün (4857 md. 53)).',
    );
    expect(englishText(grant.reason)).toBe(
      'Service year 14: 20 days of annual leave (policy 20 days, legal minimum 20 days (Law 4857 art. 53)).',
    );
    const underground = explainAnnualEntitlement({
      serviceYears: 3,
      ageOnAnniversary: 52,
      underground: true,
      policy: { ranges },
    });
    expect(englishText(underground.reason)).toBe(
      'Service year 3: 24 days of annual leave (policy 14 days, legal minimum 14 days (Law 4857 art. 53), at least 20 days because of age (Law 4857 art. 53/3), underground work +4 days).',
    );
    const first = explainAnnualEntitlement({
      serviceYears: 0,
      ageOnAnniversary: 30,
      underground: false,
      policy: { ranges },
    });
    expect(englishText(first.reason)).toBe(
      'Start of employment (service year 0): 0 days of annual leave (policy 0 days, the legal entitlement is earned after 1 year of service (Law 4857 art. 53/1)).',
    );
  });

  it('issue 26: the carry-over line reads in English, statutory and extra days apart', () => {
    const line = carryOverText({ serviceYear: 14, date: '2026-03-01', days: 15, statutoryDays: 10, extraDays: 5 });
    expect(englishText(line)).toBe(
      '15 days carried over from service year 14 to 1 Mar 2026 (statutory 10 days, 5 days of extra leave granted by the company). Statutory leave does not expire (Law 4857 art. 59).',
    );
    const statutoryOnly = carryOverText({
      serviceYear: 2,
      date: '2026-03-01',
      days: 1,
      statutoryDays: 1,
      extraDays: 0,
    });
    expect(englishText(statutoryOnly)).toBe(
      '1 day carried over from service year 2 to 1 Mar 2026 (statutory 1 day). Statutory leave does not expire (Law 4857 art. 59).',
    );
  });

  it('issue 26: a minimum-staffing refusal reads in English, each day with the people left at work', () => {
    const team = { id: 'sales', name: 'Satış', memberIds: [], managerIds: [] };
    const atWork = [
      { date: '2025-12-30', count: 2 },
      { date: '2025-12-31', count: 1 },
    ];
    const refused = minimumStaffingMessage(team, { teamId: 'sales', minimumAtWork: 3, mode: 'REFUSE' }, atWork);
    expect(englishText(refused)).toBe(
      'In the Satış team, at least 3 people must be at work on every working day. With the approved and pending leave, this request leaves fewer at work on: 30 Dec 2025 (2 people), 31 Dec 2025 (1 person).',
    );
    const toHr = minimumStaffingMessage(team, { teamId: 'sales', minimumAtWork: 3, mode: 'NEEDS_ADMIN' }, atWork);
    expect(englishText(toHr)).toMatch(/31 Dec 2025 \(1 person\)\. The request goes to HR approval\.$/);
  });

  it('issue 26: a lock period and a minimum notice read in English, a long list of dates cut the English way', () => {
    const lock = {
      id: 'l',
      teamId: null,
      startDate: '2025-12-29',
      endDate: '2026-01-09',
      mode: 'REFUSE' as const,
      reason: 'Yıl sonu kapanışı',
    };
    const dates = ['2025-12-29', '2025-12-30', '2025-12-31', '2026-01-02', '2026-01-05', '2026-01-06', '2026-01-07'];
    expect(englishText(lockPeriodMessage(lock, dates))).toBe(
      "From 29 Dec 2025 to 9 Jan 2026, no leave can be taken (Yıl sonu kapanışı); this request's leave days 29 Dec 2025, 30 Dec 2025, 31 Dec 2025, 2 Jan 2026, 5 Jan 2026 and 2 more days fall in this period.",
    );
    const oneDay = { ...lock, endDate: lock.startDate, mode: 'NEEDS_ADMIN' as const, reason: null };
    expect(englishText(lockPeriodMessage(oneDay, ['2025-12-29']))).toBe(
      "On 29 Dec 2025, leave needs HR approval; this request's leave day 29 Dec 2025 falls in this period.",
    );
    const [notice] = minimumNoticeBreaks(
      { requesterId: 'eda', leaveType: 'annual_paid', startDate: '2025-12-03', endDate: '2025-12-04' },
      ['2025-12-03', '2025-12-04'],
      [{ leaveType: 'annual_paid', days: 14, mode: 'REFUSE' }],
      '2025-12-01',
    );
    expect(englishText(notice!.message)).toBe(
      'Yıllık İzin (annual leave) must be requested at least 14 days in advance; the earliest date leave can be requested for is 15 Dec 2025 (this request has 3 Dec 2025, 4 Dec 2025).',
    );
  });

  it("issue 26: the leave form's warnings, a counted-out day and a nursing refusal read in English", () => {
    const [qualifying] = leaveRequestWarnings({
      leaveType: 'annual_paid',
      startDate: '2026-02-02',
      days: 3,
      employeeStartDate: '2025-06-01',
    });
    expect(englishText(qualifying!.message)).toBe(
      "The right to annual leave is earned after 1 year of service (Law 4857 art. 53). This request starts before 1 Jun 2026, when the right is earned; it can still be taken from the first-year leave of the company's policy.",
    );
    const split = leaveRequestWarnings({
      leaveType: 'annual_paid',
      startDate: '2026-04-06',
      days: 3,
      employeeStartDate: '2020-03-01',
      otherAnnualLeaves: [{ startDate: '2026-03-16', days: 4 }],
      remainingBefore: 20,
      today: '2026-03-10',
    }).find((w) => w.code === 'split_rule');
    expect(englishText(split!.message)).toMatch(
      /^This request splits the annual leave of the 1 Mar 2026 – 28 Feb 2027 service year \(2nd part\)\. .* This service year has no 10-day part yet\. A part of at least 10 days must be taken from the 17 days left\.$/,
    );
    const holiday = countLeaveDays({ startDate: '2025-10-29', endDate: '2025-10-29', workingDays: [1, 2, 3, 4, 5] });
    expect(englishText(holiday.excluded[0]!.label)).toBe(
      'Wed, 29 Oct 2025: Cumhuriyet Bayramı (Republic Day) (public holiday)',
    );
    expect(englishText(HOURLY_TEXTS.overWorkingDay(450))).toBe(
      "Hourly leave can be at most 7 h 30 min a day (the organization's daily working time).",
    );
    expect(englishText(HOURLY_TEXTS.nursingAfterFirstBirthday('2027-03-10', '2027-03-09'))).toBe(
      'Nursing leave can be used until the child turns one (Law 4857 art. 74): the child turns one on 10 Mar 2027, so the last day is 9 Mar 2027.',
    );
  });

  it('issue 26: a text that leaves its optional clause out (a split part without an override reason) reads in English, and so does one with it', () => {
    expect(englishText(splitLeave.splitPart('01.03.2026 - 28.02.2027', 2, '07.12.2026 10:00', null))).toBe(
      "2nd part of the annual leave of the 1 Mar 2026 – 28 Feb 2027 service year (split leave, Law 4857 art. 56); employee's agreement to split: 7 Dec 2026, 10:00",
    );
    expect(englishText(splitLeave.splitPart('01.03.2026 - 28.02.2027', 3, '07.12.2026 10:00', 'Proje'))).toMatch(
      /^3rd part of .*overridden with the administrator's reason: Proje$/,
    );
  });

  it('issue 26: a ledger line joined with its notes (" — ", "; ") reads in English part by part', () => {
    const usage = `${usageEntry(period).reason}${travelLedgerNote(2, 'Trabzon')}`;
    expect(englishText(usage)).toBe(
      'Annual leave taken: 2 Mar 2026 - 6 Mar 2026 (5 days); plus 2 days of unpaid travel leave (Trabzon): not deducted from the balance (Law 4857 art. 56)',
    );
    const note = splitLeave.splitPart('01.03.2026 - 28.02.2027', 2, '07.12.2026 10:00', 'İşin gereği');
    expect(englishText(`${usage} — ${note}`)).toBe(
      "Annual leave taken: 2 Mar 2026 - 6 Mar 2026 (5 days); plus 2 days of unpaid travel leave (Trabzon): not deducted from the balance (Law 4857 art. 56) — 2nd part of the annual leave of the 1 Mar 2026 – 28 Feb 2027 service year (split leave, Law 4857 art. 56); employee's agreement to split: 7 Dec 2026, 10:00; 10-day part requirement overridden with the administrator's reason: İşin gereği",
    );
  });
});

describe("issue 26: every text of the domain's records is found back in English", () => {
  it('each function, called with words for its arguments, reads in English with the words kept; each fixed text by equality', () => {
    const words = ['Alfa', 'Bravo', 'Çarlı', 'Delta'];
    const missed: string[] = [];
    for (const [turkish, english] of domainTextTranslations.slice(1)) {
      for (const [key, text] of Object.entries(turkish)) {
        const theirs = (english as Record<string, unknown>)[key];
        if (typeof text === 'string') {
          if (englishText(text) !== theirs) missed.push(key);
        } else if (typeof text === 'function') {
          const args = words.slice(0, (text as (...a: string[]) => string).length);
          const made = (text as (...a: string[]) => string)(...args);
          const found = englishText(made);
          if (found === made || !args.every((word) => found.includes(word))) missed.push(`${key}: ${found}`);
        }
      }
    }
    expect(missed).toEqual([]);
  });
});

describe('reverseTranslation: a text of joined parts (issue 26)', () => {
  const lookup = reverseTranslation([
    [
      { fixed: 'Sabit', figure: (n: number) => `toplam ${n} gün`, named: (name: string) => `${name} ekibi hazır` },
      { fixed: 'Fixed', figure: (n: number) => `${n} days in all`, named: (name: string) => `team ${name} is ready` },
    ],
  ]);

  it('an unknown text is read part by part on " — ", "; " and ", "; a part it does not know stays as it is', () => {
    expect(lookup('Sabit — toplam 3 gün')).toBe('Fixed — 3 days in all');
    expect(lookup('Sabit; toplam 2,5 gün, Bilinmeyen')).toBe('Fixed; 2.5 days in all, Bilinmeyen');
    expect(lookup('Bilinmeyen — Başka')).toBe('Bilinmeyen — Başka');
  });

  it("a list whose every part is known is read as a list, not as one function's piece", () => {
    // Read whole, "toplam ${n} gün" would take "3 gün, toplam 4" as its one number.
    expect(lookup('toplam 3 gün, toplam 4 gün')).toBe('3 days in all, 4 days in all');
    expect(lookup('Sabit, toplam 4 gün')).toBe('Fixed, 4 days in all');
  });
});
