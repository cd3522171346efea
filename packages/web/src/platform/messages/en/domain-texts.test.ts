import { applyTranslation } from '@paydos/contract/messages/translation';
import { domainTextTranslations } from '@paydos/contract/messages/en/domain-texts';
import {
  countLeaveDays,
  hourlyLeaveProblems,
  LEAVE_WARNING_TEXTS,
  leaveDateProblems,
  leaveRequestWarnings,
  lockPeriodMessage,
  TEXT_FORMATS,
  trialBanner,
} from '@paydos/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dateRefusal } from '../../date-refusal';

/** The records as the page found them (the web tests share one worker): written back after a test writes English. */
const turkishCopies = domainTextTranslations.map(([turkish]) => [turkish, { ...turkish }] as const);
afterEach(() => {
  for (const [turkish, copy] of turkishCopies) applyTranslation(turkish, copy);
});

describe('the texts the domain composes, in English (issue 26)', () => {
  it('every record is translated key for key, a function by a function of as many arguments', () => {
    for (const [turkish, english] of domainTextTranslations) {
      expect(Object.keys(english).sort()).toEqual(Object.keys(turkish).sort());
      for (const [key, text] of Object.entries(turkish)) {
        const theirs = (english as Record<string, unknown>)[key];
        expect(typeof theirs, key).toBe(typeof text);
        if (typeof text === 'function')
          expect((theirs as () => string).length, key).toBe((text as () => string).length);
        else {
          expect(theirs, key).not.toBe(text);
          // Turkish letters only inside a glossed legal term.
          expect(/[ğĞşŞıİ]/u.test(theirs as string) && !/\(/.test(theirs as string), key).toBe(false);
        }
      }
    }
  });

  it("a form's date check, made when its module loaded (still Turkish), refuses in the page's language: dateRefusal reads the record when the check fails", () => {
    const birthDate = z.string().refine((d) => d === '' || d.startsWith('19'), dateRefusal('invalidDate'));
    expect(birthDate.safeParse('31.02.1990').error?.issues[0]?.message).toBe('Lütfen geçerli bir tarih seçin.');
    for (const [turkish, english] of domainTextTranslations) applyTranslation(turkish, english);
    expect(birthDate.safeParse('31.02.1990').error?.issues[0]?.message).toBe('Please select a valid date.');
  });

  it("an English page's form composes English, its dates the English way; the Turkish records come back after", () => {
    for (const [turkish, english] of domainTextTranslations) applyTranslation(turkish, english);
    const [qualifying] = leaveRequestWarnings({
      leaveType: 'annual_paid',
      startDate: '2026-02-02',
      days: 3,
      employeeStartDate: '2025-06-01',
    });
    expect(qualifying!.message).toMatch(/^The right to annual leave .* starts before 1 Jun 2026, when the right/);
    const holiday = countLeaveDays({ startDate: '2025-10-29', endDate: '2025-10-29', workingDays: [1, 2, 3, 4, 5] });
    expect(holiday.excluded[0]!.label).toBe('Wed, 29 Oct 2025: Cumhuriyet Bayramı (Republic Day) (public holiday)');
    const lock = {
      id: 'l',
      teamId: null,
      startDate: '2025-12-29',
      endDate: '2025-12-29',
      mode: 'REFUSE' as const,
      reason: null,
    };
    expect(lockPeriodMessage(lock, ['2025-12-29'])).toBe(
      "On 29 Dec 2025, no leave can be taken; this request's leave day 29 Dec 2025 falls in this period.",
    );
    expect(leaveDateProblems({ startDate: '2025-13-01', endDate: '2025-12-01', today: '2025-11-01' })[0]!.message).toBe(
      'Please select a valid date.',
    );
    const nursing = hourlyLeaveProblems(
      {
        leaveType: 'nursing',
        startDate: '2027-03-01',
        endDate: '2027-03-12',
        minutesPerDay: 120,
        childBirthDate: '2026-03-10',
      },
      { dailyMinutes: 450, hourlyLeave: false },
    ).map((p) => p.message);
    expect(nursing).toEqual([
      'Nursing leave can be at most 1 h 30 min a day (Law 4857 art. 74).',
      'Nursing leave can be used until the child turns one (Law 4857 art. 74): the child turns one on 10 Mar 2027, so the last day is 9 Mar 2027.',
    ]);
    expect(trialBanner(0).expiredText).toBe('Your trial has ended!');
  });

  it('the records are Turkish again once the test is over (the copies written back)', () => {
    expect(TEXT_FORMATS.date('2025-10-29')).toBe('29.10.2025');
    expect(LEAVE_WARNING_TEXTS.qualifyingPeriod('01.06.2026')).toMatch(/^Yıllık izin hakkı/);
    expect(trialBanner(0).expiredText).toBe('Deneme süreniz doldu!');
  });
});
