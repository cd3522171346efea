import { addDays, compareDates, type CalendarDate, type Language, type LeaveTypeCode } from '@paydos/domain';
import { halfDayLeave, plainWorkdayFrom, span, withinAWeek } from './demo-dates';

/** A demo person as the history needs them (created already, ledger opened). */
export interface HistoryPerson {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  startDate: CalendarDate;
  /** The language the person chose (issue 26), for the mails the story sends them. */
  language: Language | null;
}

export type Outcome = 'APPROVED' | 'PENDING' | 'REJECTED' | 'CANCELLED';

/** One request of the story: whose, which dates, and how it ended. */
export interface PlannedLeave {
  who: string;
  leaveType: LeaveTypeCode;
  startDate: CalendarDate;
  endDate: CalendarDate;
  outcome: Outcome;
  reason: string;
  /** Rejection or cancellation reason. */
  note?: string;
  /** Asked for before (past) or now (future): past requests are recorded by the admin, future ones asked by the employee. */
  asked: 'recorded' | 'requested';
  /** Unpaid travel days after an annual leave and where it is spent (yol izni, 4857 md. 56/4; issue 24 item 3). */
  travel?: { days: number; destination: string };
}

/** The first day of the month before `today`'s. */
function firstOfLastMonth(today: CalendarDate): CalendarDate {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
}

/**
 * About a year of leave for the demo people, relative to `today`: mostly approved history, some
 * rejected and cancelled, sick, unpaid and excuse leave, one person on leave today, one starting
 * within a week, a few requests waiting for the admin, one across a half-day holiday and, last month,
 * an annual leave with 2 travel days.
 */
export function planDemoLeaves(today: CalendarDate, people: Record<string, HistoryPerson>): PlannedLeave[] {
  const past = (
    who: string,
    offset: number,
    length: number,
    leaveType: LeaveTypeCode,
    outcome: Outcome,
    reason: string,
    note?: string,
  ): PlannedLeave => ({
    who,
    leaveType,
    ...span(addDays(today, offset), length),
    outcome,
    reason,
    ...(note ? { note } : {}),
    asked: 'recorded',
  });
  const future = (...leave: Parameters<typeof past>): PlannedLeave => ({
    ...past(...leave),
    asked: 'requested',
  });

  // Someone on leave today: from the last workday before today to the first one after it.
  const onLeaveToday: PlannedLeave = {
    who: 'Zeynep',
    leaveType: 'annual_paid',
    startDate: plainWorkdayFrom(addDays(today, -1), -1),
    endDate: plainWorkdayFrom(addDays(today, 1)),
    outcome: 'APPROVED',
    reason: 'Ailemle kısa bir tatil',
    asked: 'recorded',
  };
  const startingSoon: PlannedLeave = {
    ...future('Emre', 0, 5, 'annual_paid', 'APPROVED', 'Memleket ziyareti'),
    ...withinAWeek(today, 5),
  };
  const half = halfDayLeave(today, addDays(people.Burak!.startDate, 30));
  // Last month's travel leave (issue 24 item 3): 3 annual days early in the month spent in Trabzon, then 2
  // unpaid travel days on the next working days, all inside last month (its puantaj shows Yİ20).
  const travelLeave: PlannedLeave = {
    who: 'Zeynep',
    leaveType: 'annual_paid',
    ...span(addDays(firstOfLastMonth(today), 1), 3),
    outcome: 'APPROVED',
    reason: 'Memleketim Trabzon’da ailemle',
    asked: 'recorded',
    travel: { days: 2, destination: 'Trabzon' },
  };

  const special: PlannedLeave[] = [
    onLeaveToday,
    travelLeave,
    startingSoon,
    ...(half
      ? [
          {
            who: 'Burak',
            leaveType: 'annual_paid' as const,
            startDate: half.startDate,
            endDate: half.endDate,
            outcome: 'APPROVED' as const,
            reason: 'Bayramda memlekete gidiyorum',
            asked: compareDates(half.startDate, today) < 0 ? ('recorded' as const) : ('requested' as const),
          },
        ]
      : []),
    future('Mehmet', 21, 5, 'annual_paid', 'PENDING', 'Yılbaşı öncesi aile tatili'),
    future('Elif', 35, 4, 'annual_paid', 'PENDING', 'Kayak tatili'),
    future('Gizem', 28, 3, 'excuse.marriage', 'PENDING', 'Düğünümüz için'),
    future(
      'Zeynep',
      45,
      3,
      'annual_paid',
      'REJECTED',
      'Kısa bir mola',
      'Sürüm haftasına denk geliyor; lütfen bir hafta sonrasını seçin.',
    ),
  ];
  const history: PlannedLeave[] = [
    past('Ayşe', -300, 5, 'annual_paid', 'APPROVED', 'Kış tatili'),
    past('Ayşe', -130, 1, 'sick_leave_reported', 'APPROVED', 'SGK raporu'),
    past('Ayşe', -60, 3, 'annual_paid', 'APPROVED', 'Kişisel işler'),
    past('Mehmet', -320, 5, 'annual_paid', 'APPROVED', 'Aile ziyareti'),
    past('Mehmet', -210, 3, 'excuse.bereavement', 'APPROVED', 'Dedemin vefatı'),
    past('Mehmet', -150, 4, 'annual_paid', 'CANCELLED', 'Yaz tatili', 'Proje teslim tarihi öne alındı'),
    past('Mehmet', -95, 5, 'annual_paid', 'REJECTED', 'Tatil', 'Sürüm haftasına denk geliyor'),
    past('Mehmet', -25, 3, 'annual_paid', 'APPROVED', 'Taşınma'),
    past('Zeynep', -280, 3, 'annual_paid', 'APPROVED', 'Hafta sonunu uzatıyorum'),
    past('Zeynep', -190, 2, 'sick_leave_reported', 'APPROVED', 'Grip, SGK raporlu'),
    past('Zeynep', -120, 5, 'annual_paid', 'APPROVED', 'Yaz tatili'),
    past('Emre', -340, 5, 'annual_paid', 'APPROVED', 'Yılbaşı tatili'),
    past(
      'Emre',
      -240,
      2,
      'annual_paid',
      'REJECTED',
      'Kişisel işler',
      'Ay sonu kapanışı; finans ekibi tam kadro olmalı',
    ),
    past('Emre', -175, 5, 'excuse.paternity', 'APPROVED', 'Oğlumuz dünyaya geldi'),
    past('Emre', -80, 3, 'annual_paid', 'CANCELLED', 'Kısa tatil', 'Çalışan isteğiyle iptal edildi'),
    past('Emre', -35, 1, 'sick_leave_reported', 'APPROVED', 'Diş tedavisi, raporlu'),
    past('Elif', -310, 3, 'annual_paid', 'APPROVED', 'Aile ziyareti'),
    past('Elif', -200, 3, 'unpaid_leave', 'APPROVED', 'Sınav haftası'),
    past('Elif', -140, 5, 'annual_paid', 'APPROVED', 'Yaz tatili'),
    past('Elif', -50, 2, 'annual_paid', 'REJECTED', 'Kişisel işler', 'Kampanya dönemi; satış ekibi tam kadro olmalı'),
    // 4857 ek m. 2: the care of a disabled child, 10 days a calendar year in parts (docs/leave-rules.md §8).
    past('Elif', -250, 3, 'excuse.disabled_child_care', 'APPROVED', 'Kızımın fizik tedavi seansları'),
    past('Elif', -90, 2, 'excuse.disabled_child_care', 'APPROVED', 'Kontrol muayenesi ve tedavi'),
    past('Burak', -330, 5, 'annual_paid', 'APPROVED', 'Kış tatili'),
    past('Burak', -260, 3, 'sick_leave_reported', 'APPROVED', 'Bel ağrısı, SGK raporlu'),
    past('Burak', -160, 10, 'annual_paid', 'APPROVED', 'Yaz tatili (yıllık iznin 10 günlük bölümü)'),
    past('Burak', -70, 2, 'unpaid_leave', 'APPROVED', 'Ailevi sebepler'),
    past('Gizem', -100, 1, 'sick_leave_reported', 'APPROVED', 'Migren, SGK raporlu'),
    past('Gizem', -60, 2, 'unpaid_leave', 'APPROVED', 'Taşınma'),
  ];

  // Two days past a leave's end, its travel days included (they follow on working days: twice their number is room enough).
  const reach = (l: PlannedLeave) => addDays(l.endDate, 2 + 2 * (l.travel?.days ?? 0));
  // No request before (or in the first month after) a start date, and none overlapping another of the same person.
  const taken: PlannedLeave[] = [];
  for (const leave of [...special, ...history]) {
    const person = people[leave.who]!;
    if (compareDates(leave.startDate, addDays(person.startDate, 30)) < 0) continue;
    if (leave.asked === 'recorded' && compareDates(leave.startDate, today) > 0) continue;
    const clash = taken.some(
      (t) =>
        t.who === leave.who &&
        compareDates(t.startDate, reach(leave)) <= 0 &&
        compareDates(reach(t), leave.startDate) >= 0,
    );
    if (!clash) taken.push(leave);
  }
  // Decided history first in date order, requests still waiting last (they reserve annual days).
  return taken.sort(
    (a, b) =>
      Number(a.outcome === 'PENDING') - Number(b.outcome === 'PENDING') || compareDates(a.startDate, b.startDate),
  );
}
