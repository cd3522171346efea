import { addDays, compareDates, monthBounds, turkishPublicHolidaysBetween, weekdayOf } from '@paydos/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  dataUploads,
  historicalLeaveBatches,
  historicalLeaveRequests,
  invitations,
  leaveLedgerEntries,
  leaveRequests,
  mailOutbox,
  operators,
  organizations,
  storedFiles,
  users,
} from '../../db/schema';
import { loginAs, request } from '../../../test/http';
import { sendScheduledMails } from '../scheduled-mails/send-scheduled-mails';
import { demoUploadFileName } from './demo-data-upload';
import { BUSY_MONTH_REASON } from './demo-team-calendar';
import { DEMO_INVITEE, DEMO_PEOPLE, DEMO_REFRESH_DAYS, ensureDemoData } from './demo-organization';
import {
  adminEmail,
  ctx,
  host,
  ledger,
  logins,
  organizationId,
  people,
  personOf,
  requests,
  today,
  useDemoOrganization,
} from './demo-organization-fixture';

useDemoOrganization();

describe('demo leave history has every shape worth seeing', () => {
  it('most people have leave spread over the past year, approved, rejected and cancelled', () => {
    const past = requests.filter((r) => compareDates(r.endDate, today) < 0);
    expect(new Set(past.map((r) => r.userId)).size).toBeGreaterThanOrEqual(6);
    expect(past.some((r) => compareDates(r.startDate, addDays(today, -270)) < 0)).toBe(true);
    for (const status of ['APPROVED', 'REJECTED', 'CANCELLED'] as const)
      expect(past.filter((r) => r.status === status).length).toBeGreaterThanOrEqual(2);
  });

  it('annual, an excuse leave, sick and unpaid leave all appear', () => {
    const types = new Set(requests.map((r) => r.leaveType));
    for (const type of ['annual_paid', 'sick_leave_reported', 'unpaid_leave']) expect(types).toContain(type);
    expect([...types].some((t) => t.startsWith('excuse.'))).toBe(true);
  });

  it('Yönetmelik art. 20: the demo’s older approved annual leaves are confirmed by their employees; a recent or current one is still due', async () => {
    const token = await loginAs(ctx.app, 'demo', adminEmail, logins.peoplePassword);
    const states = new Map<string, number>();
    for (const person of new Set(requests.map((r) => r.userId))) {
      const page = await request(ctx.app, host, 'GET', `/api/leaves/employee/${person}?limit=500`, { token });
      for (const leave of page.json<{ leaveRequests: { acknowledgement: { state: string } | null }[] }>().leaveRequests)
        if (leave.acknowledgement)
          states.set(leave.acknowledgement.state, (states.get(leave.acknowledgement.state) ?? 0) + 1);
    }
    expect(states.get('DONE')).toBeGreaterThanOrEqual(5);
    expect(states.get('DUE')).toBeGreaterThanOrEqual(1);
  });

  it('Yönetmelik art. 20: every demo person has a registry number (sicil no), unique, and the record of the latest service year carries it', async () => {
    const numbers = people.map((p) => p.registryNumber);
    expect(numbers.every((n) => /^P-\d{4}$/.test(n ?? ''))).toBe(true);
    expect(new Set(numbers).size).toBe(people.length);
    const token = await loginAs(ctx.app, 'demo', adminEmail, logins.peoplePassword);
    const emre = people.find((p) => p.firstName === 'Emre')!;
    const record = await request(ctx.app, host, 'GET', `/api/employee/${emre.id}/leave-record`, { token });
    expect(record.statusCode).toBe(200);
    expect(record.headers['content-disposition']).toContain(
      `izin-kayit-belgesi-${emre.registryNumber!.toLowerCase()}-emre-sahin`,
    );
  });

  it('4857 ek m. 2: the care of a disabled child is taken in parts, within its 10 days a calendar year', () => {
    const care = requests.filter((r) => r.leaveType === 'excuse.disabled_child_care' && r.status === 'APPROVED');
    expect(care.length).toBeGreaterThanOrEqual(2);
    expect(new Set(care.map((r) => r.userId)).size).toBe(1);
    const byYear = new Map<string, number>();
    for (const r of care)
      byYear.set(r.startDate.slice(0, 4), (byYear.get(r.startDate.slice(0, 4)) ?? 0) + Number(r.days));
    for (const days of byYear.values()) expect(days).toBeLessThanOrEqual(10);
  });

  it('two or more future requests wait for the admin (PENDING), and the dashboard counts those he may decide (issue 23: one waits for a Müdür)', async () => {
    const pending = requests.filter((r) => r.status === 'PENDING');
    expect(pending.length).toBeGreaterThanOrEqual(2);
    for (const leave of pending) expect(compareDates(leave.startDate, today)).toBeGreaterThan(0);
    const token = await loginAs(ctx.app, 'demo', adminEmail, logins.peoplePassword);
    const summary = (await request(ctx.app, host, 'GET', '/api/dashboard/summary', { token })).json();
    const list = await request(ctx.app, host, 'GET', '/api/leaves?status=PENDING&limit=500', { token });
    const decidable = list.json<{ leaveRequests: { canDecide: boolean }[] }>().leaveRequests.filter((r) => r.canDecide);
    expect(decidable.length).toBeGreaterThanOrEqual(2);
    expect(decidable.length).toBeLessThan(pending.length);
    expect(summary.organization.pending ?? summary.organization.pendingRequests).toBe(decidable.length);
  });

  it('someone is on approved leave today, and someone’s approved leave starts within 7 days', () => {
    const approved = requests.filter((r) => r.status === 'APPROVED');
    expect(approved.some((r) => compareDates(r.startDate, today) <= 0 && compareDates(today, r.endDate) <= 0)).toBe(
      true,
    );
    expect(
      approved.some((r) => compareDates(r.startDate, today) > 0 && compareDates(r.startDate, addDays(today, 7)) <= 0),
    ).toBe(true);
  });

  it('a request across a half-day holiday (arife or 28 October, from 13:00) counts that day as half', () => {
    const across = requests.find(
      (r) => turkishPublicHolidaysBetween(r.startDate, r.endDate).some((h) => h.half) && r.days % 1 === 0.5,
    );
    expect(across).toBeTruthy();
  });

  it('an admin’s carried-over adjustment (“Devreden izin”) with its reason and author', () => {
    const adjustment = ledger.find((e) => e.kind === 'ADJUSTMENT');
    expect(adjustment?.reason).toMatch(/^Devreden izin/);
    expect(adjustment?.serviceYear).toBeNull();
    expect(personOf(adjustment!.createdById!).role).toBe('ADMIN');
  });

  it('the monthly report shows figures for this month and the previous one (approved leave inside each month)', async () => {
    const token = await loginAs(ctx.app, 'demo', adminEmail, logins.peoplePassword);
    const { reports } = (await request(ctx.app, host, 'GET', '/api/monthly-report/available', { token })).json();
    expect(reports.length).toBeGreaterThanOrEqual(12);
    for (const month of reports.slice(0, 2)) {
      const { report } = (
        await request(ctx.app, host, 'GET', `/api/monthly-report?year=${month.year}&month=${month.month}`, { token })
      ).json();
      expect(report.summary.totalEmployeesOnLeave, `${month.monthName} ${month.year}`).toBeGreaterThan(0);
      expect(report.summary.totalLeaveDays).toBeGreaterThan(0);
    }
  });

  it('the team calendar’s current month is busy (issue 16): an employee sees at least four colleagues away on different days, as “İzinli”', async () => {
    const token = await loginAs(
      ctx.app,
      'demo',
      DEMO_PEOPLE.find((p) => p.firstName === 'Zeynep')!.email,
      logins.peoplePassword,
    );
    const calendar = (await request(ctx.app, host, 'GET', '/api/team-calendar', { token })).json();
    expect(calendar.month).toBe(today.slice(0, 7));
    const colleagues = calendar.people.filter(
      (p: { isSelf: boolean; leaves: unknown[] }) => !p.isSelf && p.leaves.length > 0,
    );
    expect(colleagues.length).toBeGreaterThanOrEqual(4);
    const leaves = colleagues.flatMap(
      (p: { leaves: Array<{ startDate: string; label: string; leaveType: string | null }> }) => p.leaves,
    );
    expect(new Set(leaves.map((l: { startDate: string }) => l.startDate)).size).toBeGreaterThanOrEqual(3);
    for (const leave of leaves) expect(leave).toMatchObject({ label: 'İzinli', leaveType: null });
  });

  it('the busy month went through the leave commands: past ones recorded approved, of the later ones the first waits for the admin and the rest are approved', () => {
    const { first, last } = monthBounds({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) });
    const busy = requests
      .filter((r) => r.reason === BUSY_MONTH_REASON)
      .sort((a, b) => compareDates(a.startDate, b.startDate));
    expect(busy.length).toBeGreaterThanOrEqual(4);
    for (const leave of busy)
      expect(compareDates(leave.startDate, last) <= 0 && compareDates(leave.endDate, first) >= 0).toBe(true);
    const later = busy.filter((r) => compareDates(r.startDate, today) > 0);
    expect(busy.filter((r) => compareDates(r.startDate, today) <= 0).every((r) => r.status === 'APPROVED')).toBe(true);
    expect(later.map((r) => r.status)).toEqual(later.map((_, i) => (i === 0 ? 'PENDING' : 'APPROVED')));
    // A holiday of this month on a weekday has someone away across it.
    const holiday = turkishPublicHolidaysBetween(first, last).find(
      (h) => h.date >= first && h.date <= last && weekdayOf(h.date) >= 1 && weekdayOf(h.date) <= 5,
    );
    if (holiday) {
      const live = requests.filter((r) => r.status === 'APPROVED' || r.status === 'PENDING');
      expect(
        live.some((r) => compareDates(r.startDate, holiday.date) < 0 && compareDates(r.endDate, holiday.date) > 0),
        holiday.name,
      ).toBe(true);
    }
  });

  it('one pending invitation, on the staff page’s list', async () => {
    const token = await loginAs(ctx.app, 'demo', adminEmail, logins.peoplePassword);
    const list = (await request(ctx.app, host, 'GET', '/api/admin/invitations', { token })).json();
    expect(list.invitations.map((i: { email: string }) => i.email)).toEqual([DEMO_INVITEE.email]);
  });

  it('a past-leave CSV the admin uploaded two days ago waits for the operator (Bekliyor) on /data-uploads', async () => {
    const token = await loginAs(ctx.app, 'demo', adminEmail, logins.peoplePassword);
    const response = await request(ctx.app, host, 'GET', '/api/data-upload/my-uploads', { token });
    expect(response.statusCode).toBe(200);
    const [upload] = response.json().dataUploads;
    expect(upload).toMatchObject({
      fileName: demoUploadFileName(today),
      contentType: 'text/csv',
      isCompleted: false,
      uploadedBy: { firstName: 'Ayşe', lastName: 'Yılmaz' },
    });
    expect(upload.fileName).toBe(`gecmis-izinler-${Number(today.slice(0, 4)) - 1}.csv`);
    expect(Date.parse(upload.uploadedAt)).toBeLessThan(Date.now());
    // The upload's own file (the demo's leave proofs are stored files too).
    const [row] = await ctx.handle.db
      .select()
      .from(storedFiles)
      .innerJoin(dataUploads, eq(dataUploads.fileId, storedFiles.id))
      .where(eq(storedFiles.organizationId, organizationId));
    const file = row!.stored_files;
    expect(file.byteSize).toBe(upload.fileSize);
    expect(file.content.toString('utf8')).toContain('Emre Şahin;Yıllık İzin');
  });

  it('the mails all of that sent wait in the outbox for the operator’s mailbox', async () => {
    const mails = await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.organizationId, organizationId));
    const templates = new Set(mails.map((m) => m.template));
    for (const template of [
      'invitation',
      'leave-request',
      'leave-recorded',
      'leave-approved',
      'leave-rejected',
      'leave-cancelled',
    ])
      expect(templates).toContain(template);
    for (const mail of mails) expect(mail.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('historical leave (issue 11): one batch approved by the employee, its leaves APPROVED and annual leave in the ledger as HISTORICAL_USAGE; one awaiting consent with its mail', async () => {
    const db = ctx.handle.db;
    const batches = await db
      .select()
      .from(historicalLeaveBatches)
      .where(eq(historicalLeaveBatches.organizationId, organizationId));
    expect(batches.map((b) => b.status).sort()).toEqual(['APPROVED', 'PENDING']);
    const rows = await db
      .select()
      .from(historicalLeaveRequests)
      .where(eq(historicalLeaveRequests.organizationId, organizationId));
    const approved = batches.find((b) => b.status === 'APPROVED')!;
    const pending = batches.find((b) => b.status === 'PENDING')!;
    expect(pending.tokenExpiresAt.getTime()).toBeGreaterThan(Date.now());
    for (const leave of rows.filter((r) => r.batchId === approved.id)) {
      const request = requests.find(
        (r) => r.userId === leave.userId && r.startDate === leave.startDate && r.endDate === leave.endDate,
      );
      expect(request?.status).toBe('APPROVED');
      if (leave.leaveType === 'annual_paid') {
        expect(ledger.filter((e) => e.leaveRequestId === request!.id).map((e) => [e.kind, e.days])).toEqual([
          ['HISTORICAL_USAGE', -leave.days],
        ]);
      }
    }
    expect(ledger.some((e) => e.kind === 'HISTORICAL_USAGE')).toBe(true);
    // The pending batch's leaves overlap no request of the person, so the link can be approved.
    for (const leave of rows.filter((r) => r.batchId === pending.id)) {
      const live = requests.filter(
        (r) => r.userId === leave.userId && (r.status === 'PENDING' || r.status === 'APPROVED'),
      );
      expect(
        live.some(
          (r) => compareDates(r.startDate, leave.endDate) <= 0 && compareDates(leave.startDate, r.endDate) <= 0,
        ),
      ).toBe(false);
      expect(compareDates(leave.endDate, today)).toBeLessThan(0);
    }
    const consent = await db.select().from(mailOutbox).where(eq(mailOutbox.template, 'historical-leave-consent'));
    const employee = personOf(pending.userId);
    expect(consent.some((m) => m.toAddress === employee.email && /\/leave-approval\/[\w-]+/.test(m.text))).toBe(true);
    // /historical-leave-data lists both for the admin, the newest (awaiting consent) first.
    const token = await loginAs(ctx.app, 'demo', adminEmail, logins.peoplePassword);
    const listed = (await request(ctx.app, host, 'GET', '/api/historical-leaves/batches', { token })).json()
      .batches as { id: string; status: string; leaveCount: number }[];
    expect(listed.map((b) => [b.id, b.status])).toEqual([
      [pending.id, 'PENDING'],
      [approved.id, 'APPROVED'],
    ]);
    expect(listed.every((b) => b.leaveCount > 0)).toBe(true);
  });

  it('scheduled mails (issue 13): Zeynep’s birthday is today, Emre opted out; a pass from 09:00 Istanbul queues her birthday mail and the admin’s morning note naming her', async () => {
    const zeynep = people.find((p) => p.firstName === 'Zeynep')!;
    expect(zeynep.birthDate!.slice(5)).toBe(today.slice(5));
    expect(people.find((p) => p.firstName === 'Emre')!.birthdayMailsOptOut).toBe(true);
    const nineOClock = new Date(`${today}T09:00:00+03:00`);
    await sendScheduledMails(ctx.handle.db, ctx.app.config, new Date(Math.max(Date.now(), nineOClock.getTime())));
    const mails = await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.organizationId, organizationId));
    // Zeynep's birthday is moved to today; a fixed demo birthday (Elif's 3 December) may fall on it too.
    const birthdaysToday = people
      .filter((p) => p.birthDate?.slice(5) === today.slice(5) && !p.birthdayMailsOptOut && p.isActive)
      .map((p) => p.email)
      .sort();
    expect(birthdaysToday).toContain(zeynep.email);
    expect(
      mails
        .filter((m) => m.template === 'birthday')
        .map((m) => m.toAddress)
        .sort(),
    ).toEqual(birthdaysToday);
    const note = mails.find((m) => m.template === 'admin-digest' && m.toAddress === adminEmail)!;
    expect(note.text).toMatch(/^Doğum günü: (.+, )?Zeynep Kaya(,|$)/m);
  });

  it('a second start adds nothing: only the trial is renewed', async () => {
    const db = ctx.handle.db;
    const counts = async () =>
      Promise.all(
        [users, leaveRequests, leaveLedgerEntries, mailOutbox, invitations, dataUploads, storedFiles].map(
          async (table) => {
            const [row] = await db.select({ n: count() }).from(table).where(eq(table.organizationId, organizationId));
            return row!.n;
          },
        ),
      );
    const before = await counts();
    expect(await ensureDemoData(db, ctx.app.config)).toBe('renewed');
    expect(await counts()).toEqual(before);
  });

  it(`the demo never ages: once its story is ${DEMO_REFRESH_DAYS} days old, the next start writes it anew for today (someone on leave today again), once`, async () => {
    const db = ctx.handle.db;
    // As if the demo had been created a week ago: its "today" has passed.
    await db
      .update(organizations)
      .set({ createdAt: new Date(Date.now() - DEMO_REFRESH_DAYS * 86_400_000 - 3_600_000) })
      .where(eq(organizations.id, organizationId));
    await db.update(leaveRequests).set({ status: 'CANCELLED' }).where(eq(leaveRequests.organizationId, organizationId));
    expect(await ensureDemoData(db, ctx.app.config)).toBe('refreshed');
    const [demo] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
    expect(demo!.id).not.toBe(organizationId);
    expect(
      await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId)),
    ).toEqual([]);
    expect(
      await db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.organizationId, organizationId)),
    ).toEqual([]);
    expect(
      await db.select({ id: dataUploads.id }).from(dataUploads).where(eq(dataUploads.organizationId, demo!.id)),
    ).toHaveLength(1);
    const fresh = await db.select().from(leaveRequests).where(eq(leaveRequests.organizationId, demo!.id));
    expect(
      fresh.some(
        (l) => l.status === 'APPROVED' && compareDates(l.startDate, today) <= 0 && compareDates(l.endDate, today) >= 0,
      ),
    ).toBe(true);
    expect(fresh.filter((l) => l.status === 'PENDING').length).toBeGreaterThanOrEqual(2);
    expect(await db.select().from(operators).where(eq(operators.username, 'operator'))).toHaveLength(1);
    for (const person of DEMO_PEOPLE.slice(0, 2))
      expect(await loginAs(ctx.app, 'demo', person.email, logins.peoplePassword)).toBeTruthy();
    expect(await ensureDemoData(db, ctx.app.config)).toBe('renewed');
  });
});
