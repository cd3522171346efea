import {
  grantForServiceYear,
  istanbulMinutesOfDay,
  istanbulToday,
  parseLeavePolicy,
  type CalendarDate,
} from '@paydos/domain';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { publicUrl } from '../../platform/public-links';
import {
  findActiveAdmins,
  findCelebrants,
  findEndingTrials,
  type Celebrant,
  type DueOrganization,
  type EndingTrial,
} from './find-due-occasions';
import { claimAndEnqueue } from './occasion-claims';
import { recipientLanguage } from '../mail';
import { adminDigestMail, anniversaryMail, birthdayMail, trialEndingMail } from './compose-scheduled-mails';

/** Scheduled mails go out from 09:00 Istanbul time (product §D5). */
export const SEND_FROM_MINUTE = 9 * 60;

export interface ScheduledMailRun {
  /** The Istanbul date the pass sent for, or null before 09:00. */
  date: CalendarDate | null;
  birthdays: number;
  anniversaries: number;
  adminNotes: number;
  trialNotices: number;
}

type Admin = Awaited<ReturnType<typeof findActiveAdmins>>[number];

/**
 * One pass of the scheduled mails for the Istanbul date of `now`: nothing before 09:00; at or after
 * 09:00, every mail due today that has not been claimed yet (so a pass after a restart or a day of
 * downtime catches up today's, and never a past day's: only today's occasions are ever looked for).
 * One transaction per organization: each mail is claimed in `scheduled_mail_occasions` and put in the
 * outbox together (occasion-claims.ts), so two instances racing, or a pass repeated, queue it once.
 * Each mail speaks its recipient's chosen language, else Turkish (features/mail/mail-language.ts).
 */
export async function sendScheduledMails(db: Database, config: Config, now: Date): Promise<ScheduledMailRun> {
  const run: ScheduledMailRun = { date: null, birthdays: 0, anniversaries: 0, adminNotes: 0, trialNotices: 0 };
  if (istanbulMinutesOfDay(now) < SEND_FROM_MINUTE) return run;
  const today = istanbulToday(now);
  run.date = today;
  const [celebrants, trials] = await Promise.all([findCelebrants(db, today, now), findEndingTrials(db, today, now)]);
  const byOrganization = new Map<
    string,
    { organization: Pick<DueOrganization, 'id' | 'name' | 'subdomain'>; celebrants: Celebrant[]; trial?: EndingTrial }
  >();
  for (const c of celebrants) {
    const entry = byOrganization.get(c.organization.id) ?? { organization: c.organization, celebrants: [] };
    entry.celebrants.push(c);
    byOrganization.set(c.organization.id, entry);
  }
  for (const t of trials) {
    const entry = byOrganization.get(t.organization.id) ?? { organization: t.organization, celebrants: [] };
    entry.trial = t;
    byOrganization.set(t.organization.id, entry);
  }
  const admins = await findActiveAdmins(db, [...byOrganization.keys()]);
  // A fixed order (organization, then person): two passes racing claim in the same order and never deadlock.
  for (const id of [...byOrganization.keys()].sort()) {
    const entry = byOrganization.get(id)!;
    const orgAdmins = admins.filter((a) => a.organizationId === id);
    const counts = await db.transaction((tx) => sendForOrganization(tx, config, today, entry, orgAdmins));
    run.birthdays += counts.birthdays;
    run.anniversaries += counts.anniversaries;
    run.adminNotes += counts.adminNotes;
    run.trialNotices += counts.trialNotices;
  }
  return run;
}

async function sendForOrganization(
  tx: Executor,
  config: Config,
  today: CalendarDate,
  entry: {
    organization: Pick<DueOrganization, 'id' | 'name' | 'subdomain'>;
    celebrants: Celebrant[];
    trial?: EndingTrial;
  },
  admins: Admin[],
) {
  const counts = { birthdays: 0, anniversaries: 0, adminNotes: 0, trialNotices: 0 };
  const { organization } = entry;
  const link = (path: string) => publicUrl(config, { kind: 'organization', subdomain: organization.subdomain }, path);
  const key = (occasion: 'birthday' | 'anniversary' | 'admin-digest' | 'trial-ending', subjectId: string) => ({
    organizationId: organization.id,
    occasion,
    subjectId,
    localDate: today,
  });

  // Birthdays are personal data (product §D7): off for the organization, or for a person who opted out.
  const birthdays = entry.celebrants.filter(
    (c) => c.birthday && c.organization.birthdayMailsEnabled && !c.birthdayMailsOptOut,
  );
  const anniversaries = entry.celebrants.filter((c) => c.anniversaryYears !== null);

  for (const person of birthdays) {
    const sent = await claimAndEnqueue(tx, key('birthday', person.id), () => ({
      template: 'birthday',
      to: person.email,
      ...birthdayMail(recipientLanguage(person), {
        person,
        organizationName: organization.name,
        profileUrl: link('/my-profile'),
      }),
    }));
    if (sent) counts.birthdays += 1;
  }
  for (const person of anniversaries) {
    const years = person.anniversaryYears!;
    // The grant the anniversary worker writes for the service year that starts today, by the same rule.
    const grant = grantForServiceYear(
      { startDate: person.startDate!, birthDate: person.birthDate, underground: person.underground },
      parseLeavePolicy(person.organization.leavePolicy),
      years,
    );
    const sent = await claimAndEnqueue(tx, key('anniversary', person.id), () => ({
      template: 'work-anniversary',
      to: person.email,
      ...anniversaryMail(recipientLanguage(person), {
        person,
        organizationName: organization.name,
        years,
        grantDays: grant.days,
        dashboardUrl: link('/dashboard'),
      }),
    }));
    if (sent) counts.anniversaries += 1;
  }
  if (birthdays.length + anniversaries.length > 0) {
    for (const admin of admins) {
      const sent = await claimAndEnqueue(tx, key('admin-digest', admin.id), () => ({
        template: 'admin-digest',
        to: admin.email,
        ...adminDigestMail(recipientLanguage(admin), {
          admin,
          today,
          birthdays,
          anniversaries: anniversaries.map((p) => ({ ...p, years: p.anniversaryYears! })),
          staffUrl: link('/staff-management'),
        }),
      }));
      if (sent) counts.adminNotes += 1;
    }
  }
  if (entry.trial) {
    const { daysLeft, endsToday, endsOn } = entry.trial;
    for (const admin of admins) {
      const sent = await claimAndEnqueue(tx, key('trial-ending', admin.id), () => ({
        template: 'trial-ending',
        to: admin.email,
        ...trialEndingMail(recipientLanguage(admin), {
          admin,
          organizationName: organization.name,
          daysLeft,
          endsToday,
          endsOn,
          paymentUrl: link('/payment'),
        }),
      }));
      if (sent) counts.trialNotices += 1;
    }
  }
  return counts;
}
