import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveRequests } from '../../db/schema';
import { createOrganization, createUser, leaveRow, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { ROLES } from '@paydos/domain';

let ctx: TestContext;
let host: string;
const tokens: Record<string, string> = {};
let otherToken: string;
let otherHost: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.handle.db;
  const org = await createOrganization(db, { name: 'Takvim Ltd.' });
  host = orgHost(org.subdomain);
  const people: Record<string, { id: string }> = {};
  for (const role of ROLES) {
    const user = await createUser(db, org.id, { role, firstName: 'Rol', lastName: role, department: 'Satış' });
    people[role] = user;
    tokens[role] = await loginAs(ctx.app, org.subdomain, user.email, TEST_PASSWORD);
  }
  const deniz = await createUser(db, org.id, { firstName: 'Deniz', lastName: 'Kaya', department: 'Satış' });
  const ece = await createUser(db, org.id, { firstName: 'Ece', lastName: 'Yıldız', department: 'Satış' });
  const mert = await createUser(db, org.id, { firstName: 'Mert', lastName: 'Öz', department: 'Üretim' });
  const gone = await createUser(db, org.id, { firstName: 'Ayrılan', lastName: 'Kişi', isActive: false });
  await createUser(db, org.id, { firstName: 'Eski', lastName: 'Personel', isActive: false });
  const other = await createOrganization(db, { name: 'Başka Firma' });
  otherHost = orgHost(other.subdomain);
  const stranger = await createUser(db, other.id, {
    firstName: 'Yabancı',
    lastName: 'Kişi',
    role: 'ADMIN',
    department: 'Satış',
  });
  otherToken = await loginAs(ctx.app, other.subdomain, stranger.email, TEST_PASSWORD);

  type Status = (typeof leaveRequests.$inferInsert)['status'];
  const leave = (organizationId: string, userId: string, type: string, start: string, end: string, status?: Status) =>
    leaveRow(organizationId, userId, type, start, end, { reason: 'Gizli sebep', ...(status ? { status } : {}) });
  await db.insert(leaveRequests).values([
    leave(org.id, deniz.id, 'sick_leave_reported', '2026-03-02', '2026-03-04'),
    leave(org.id, ece.id, 'annual_paid', '2026-03-03', '2026-03-03', 'PENDING'),
    leave(org.id, people.EMPLOYEE!.id, 'annual_paid', '2026-03-10', '2026-03-11', 'PENDING'),
    leave(org.id, mert.id, 'annual_paid', '2026-03-03', '2026-03-03'),
    // Hourly leave (docs/leave-rules.md §16): 1,5 saat a day, at work the rest of it.
    leaveRow(org.id, mert.id, 'unpaid_leave', '2026-03-16', '2026-03-20', { days: 0, minutesPerDay: 90, minutes: 450 }),
    leave(org.id, deniz.id, 'annual_paid', '2026-03-25', '2026-03-26', 'REJECTED'),
    leave(org.id, gone.id, 'annual_paid', '2026-02-27', '2026-03-02'),
    leave(other.id, stranger.id, 'annual_paid', '2026-03-03', '2026-03-03'),
  ]);
});
afterAll(() => ctx.close());

type Person = {
  firstName: string;
  isSelf: boolean;
  leaves: Array<{ status: string; leaveType: string | null; label: string; startDate: string }>;
};
async function march(role: string, query = '') {
  const answer = await request(ctx.app, host, 'GET', `/api/team-calendar?month=2026-03${query}`, {
    token: tokens[role],
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{
    people: Person[];
    days: Array<{ date: string; kind: string; holidayName: string | null }>;
    departments: string[];
    showsLeaveTypes: boolean;
  }>();
}
const named = (people: Person[], firstName: string) => people.find((p) => p.firstName === firstName);

describe('team calendar (issue 16): who sees what, product §D7', () => {
  it('ADMIN and MANAGER see colleagues’ leave types and pending requests; never a reason', async () => {
    for (const role of ['ADMIN', 'MANAGER']) {
      const body = await march(role);
      expect(body.showsLeaveTypes).toBe(true);
      expect(named(body.people, 'Deniz')!.leaves).toEqual([
        {
          startDate: '2026-03-02',
          endDate: '2026-03-04',
          status: 'APPROVED',
          leaveType: 'sick_leave_reported',
          label: 'Hastalık İzni (SGK Raporlu)',
          substitute: null,
        },
      ]);
      expect(named(body.people, 'Ece')!.leaves[0]!.status).toBe('PENDING');
      expect(JSON.stringify(body)).not.toContain('Gizli sebep');
    }
  });

  it('an EMPLOYEE sees a colleague’s approved leave only as "İzinli" (no type), no colleague’s pending request, and their own in full', async () => {
    const body = await march('EMPLOYEE');
    expect(body.showsLeaveTypes).toBe(false);
    expect(named(body.people, 'Deniz')!.leaves).toEqual([
      {
        startDate: '2026-03-02',
        endDate: '2026-03-04',
        status: 'APPROVED',
        leaveType: null,
        label: 'İzinli',
        substitute: null,
      },
    ]);
    expect(named(body.people, 'Ece')!.leaves).toEqual([]);
    const me = body.people.find((p) => p.isSelf)!;
    expect(me.leaves).toEqual([
      expect.objectContaining({ status: 'PENDING', leaveType: 'annual_paid', label: 'Yıllık İzin' }),
    ]);
    const text = JSON.stringify(body);
    expect(text).not.toContain('sick_leave_reported');
    expect(text).not.toContain('Gizli sebep');
  });

  it('lists the active people and the inactive ones with leave in the month; rejected leave is not shown', async () => {
    const body = await march('ADMIN');
    const names = body.people.map((p) => p.firstName);
    expect(names).toContain('Ayrılan');
    expect(names).not.toContain('Eski');
    expect(named(body.people, 'Deniz')!.leaves.some((l) => l.startDate === '2026-03-25')).toBe(false);
  });

  it('another organization’s people never appear, and its session is refused here (401)', async () => {
    const body = await march('ADMIN');
    expect(JSON.stringify(body)).not.toContain('Yabancı');
    expect(
      (await request(ctx.app, host, 'GET', '/api/team-calendar?month=2026-03', { token: otherToken })).statusCode,
    ).toBe(401);
    const own = (
      await request(ctx.app, otherHost, 'GET', '/api/team-calendar?month=2026-03', { token: otherToken })
    ).json();
    expect(own.people.map((p: Person) => p.firstName)).toEqual(['Yabancı']);
  });

  it('the month’s days carry weekends, public holidays and arife halves with their names (domain calendar)', async () => {
    const { days } = await march('EMPLOYEE');
    expect(days).toHaveLength(31);
    expect(days.find((d) => d.date === '2026-03-01')!.kind).toBe('non_working');
    expect(days.find((d) => d.date === '2026-03-19')).toEqual({
      date: '2026-03-19',
      kind: 'half_holiday',
      holidayName: 'Ramazan Bayramı Arifesi',
    });
    expect(days.find((d) => d.date === '2026-03-20')).toMatchObject({
      kind: 'holiday',
      holidayName: 'Ramazan Bayramı 1. Gün',
    });
  });

  it('filters by department and by name on the server', async () => {
    const sales = await march('ADMIN', '&department=' + encodeURIComponent('Satış'));
    expect(sales.people.map((p) => p.firstName)).not.toContain('Mert');
    expect(sales.departments).toEqual(['Satış', 'Üretim']);
    const search = await march('ADMIN', '&q=' + encodeURIComponent('kay'));
    expect(search.people.map((p) => p.firstName)).toEqual(['Deniz']);
    const literal = await march('ADMIN', '&q=%25');
    expect(literal.people).toEqual([]);
  });

  it('a malformed or unsupported month is a Turkish 400', async () => {
    const bad = await request(ctx.app, host, 'GET', '/api/team-calendar?month=2026-13', { token: tokens.ADMIN });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Geçerli bir ay girin');
    const far = await request(ctx.app, host, 'GET', '/api/team-calendar?month=2099-01', { token: tokens.ADMIN });
    expect(far.statusCode).toBe(400);
  });
});

describe('team calendar: hourly leave (docs/leave-rules.md §16)', () =>
  it('an hourly leave answers with its minutes a day; a leave of whole days carries none', async () => {
    const mert = named((await march('ADMIN')).people, 'Mert')!;
    expect(mert.leaves).toMatchObject([
      { startDate: '2026-03-03', leaveType: 'annual_paid' },
      { startDate: '2026-03-16', leaveType: 'unpaid_leave', label: 'Ücretsiz İzin', minutesPerDay: 90 },
    ]);
    expect(mert.leaves[0]).not.toHaveProperty('minutesPerDay');
  }));

describe('overlap hint (issue 16): a count of the same department away on those days, never names', () => {
  it('counts colleagues of the asker’s department with approved leave; the pending count only for ADMIN and MANAGER', async () => {
    const url = '/api/team-calendar/overlap?startDate=2026-03-03&endDate=2026-03-03';
    const employee = (await request(ctx.app, host, 'GET', url, { token: tokens.EMPLOYEE })).json();
    expect(employee).toEqual({ department: 'Satış', awayCount: 1, pendingCount: null });
    const manager = (await request(ctx.app, host, 'GET', url, { token: tokens.MANAGER })).json();
    expect(manager).toEqual({ department: 'Satış', awayCount: 1, pendingCount: 1 });
    const later = (
      await request(ctx.app, host, 'GET', '/api/team-calendar/overlap?startDate=2026-03-10&endDate=2026-03-11', {
        token: tokens.MANAGER,
      })
    ).json();
    expect(later).toEqual({ department: 'Satış', awayCount: 0, pendingCount: 1 });
  });

  it('the overlap hint counts a colleague’s pending request on those days apart from approved leave, for ADMIN and MANAGER only (issue 21; product §D7)', async () => {
    // 10–11 March: nobody of Satış is away, but the EMPLOYEE role's request waits for a decision.
    const url = '/api/team-calendar/overlap?startDate=2026-03-10&endDate=2026-03-11';
    for (const role of ['ADMIN', 'MANAGER']) {
      expect((await request(ctx.app, host, 'GET', url, { token: tokens[role] })).json(), role).toEqual({
        department: 'Satış',
        awayCount: 0,
        pendingCount: 1,
      });
    }
    const colleague = (
      await request(ctx.app, host, 'GET', '/api/team-calendar/overlap?startDate=2026-03-03&endDate=2026-03-03', {
        token: tokens.EMPLOYEE,
      })
    ).json();
    expect(colleague.pendingCount).toBeNull();
  });

  it('never counts the asker, nor another organization', async () => {
    const own = (
      await request(ctx.app, host, 'GET', '/api/team-calendar/overlap?startDate=2026-03-10&endDate=2026-03-11', {
        token: tokens.EMPLOYEE,
      })
    ).json();
    expect(own.awayCount).toBe(0);
    const other = (
      await request(ctx.app, otherHost, 'GET', '/api/team-calendar/overlap?startDate=2026-03-02&endDate=2026-03-04', {
        token: otherToken,
      })
    ).json();
    expect(other).toEqual({ department: 'Satış', awayCount: 0, pendingCount: 0 });
  });

  it('an end before the start is a Turkish 400', async () => {
    const bad = await request(
      ctx.app,
      host,
      'GET',
      '/api/team-calendar/overlap?startDate=2026-03-10&endDate=2026-03-01',
      { token: tokens.EMPLOYEE },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Bitiş tarihi başlangıç tarihinden önce olamaz');
  });
});

describe('team calendar pages (issue 25 item 5): a month of at most 50 people at a time', () => {
  // Names whose Turkish order differs from byte order: Ç after C, Ğ after G, I (ı) before İ (i), Ö after O, Ş after S, Ü after U.
  const names = [
    ['Zeynep', 'Ak'],
    ['Çağla', 'Ton'],
    ['Cem', 'Ulu'],
    ['Işıl', 'Aydın'],
    ['İrem', 'Su'],
    ['Hakan', 'Er'],
    ['Şule', 'Bal'],
    ['Serkan', 'Tan'],
    ['Ömer', 'Kılıç'],
    ['Oya', 'Dağ'],
    ['Ümit', 'Kurt'],
    ['Uğur', 'Çelik'],
    ['Ilgaz', 'Öz'],
  ] as const;
  let pagedHost: string;
  let admin: string;
  let employee: string;
  let salesTeamId: string;
  const everyone: string[] = [];

  beforeAll(async () => {
    const db = ctx.handle.db;
    const org = await createOrganization(db, { name: 'Sayfa A.Ş.' });
    pagedHost = orgHost(org.subdomain);
    for (const [i, [firstName, lastName]] of names.entries()) {
      const person = await createUser(db, org.id, {
        firstName,
        lastName,
        role: i === 0 ? 'ADMIN' : 'EMPLOYEE',
        department: i % 2 === 0 ? 'Satış' : 'Üretim',
      });
      everyone.push(`${firstName} ${lastName}`);
      if (i === 0) admin = await loginAs(ctx.app, org.subdomain, person.email, TEST_PASSWORD);
      if (i === 1) employee = await loginAs(ctx.app, org.subdomain, person.email, TEST_PASSWORD);
      if (firstName === 'Cem')
        await db.insert(leaveRequests).values(leaveRow(org.id, person.id, 'annual_paid', '2026-03-09', '2026-03-10'));
    }
    // A leaver with approved leave in March is listed; one with only a pending request is listed for the ADMIN alone.
    const leaver = await createUser(db, org.id, { firstName: 'Gül', lastName: 'Ay', isActive: false });
    const pendingLeaver = await createUser(db, org.id, { firstName: 'Gökay', lastName: 'Bey', isActive: false });
    await db
      .insert(leaveRequests)
      .values([
        leaveRow(org.id, leaver.id, 'annual_paid', '2026-03-02', '2026-03-02'),
        leaveRow(org.id, pendingLeaver.id, 'annual_paid', '2026-03-03', '2026-03-03', { status: 'PENDING' }),
      ]);
    everyone.push('Gül Ay', 'Gökay Bey');
    const teams = (await page(admin, '')).teams!;
    salesTeamId = teams.find((t) => t.name === 'Satış')!.id;
  });

  type Page = {
    people: Array<{ firstName: string; lastName: string; userId: string; leaves: unknown[] }>;
    nextCursor: string | null;
    days?: unknown[];
    teams?: Array<{ id: string; name: string }>;
    ruleDays?: unknown[];
  };
  async function page(token: string, query: string, host = pagedHost) {
    const answer = await request(ctx.app, host, 'GET', `/api/team-calendar?month=2026-03${query}`, { token });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Page>();
  }
  /** Every page after the first by its cursor, `limit` people a page. */
  async function allPages(token: string, query: string) {
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      pages.push(await page(token, `${query}${cursor ? `&cursor=${cursor}` : ''}`));
      cursor = pages.at(-1)!.nextCursor;
    } while (cursor && pages.length < 50);
    return pages;
  }
  const fullNames = (pages: Page[]) => pages.flatMap((p) => p.people.map((x) => `${x.firstName} ${x.lastName}`));
  const collator = new Intl.Collator('tr');

  it('paging by cursor lists everyone exactly once, in Turkish alphabetical order (Ç after C, ı before i, Ş after S)', async () => {
    const pages = await allPages(admin, '&limit=4');
    expect(pages).toHaveLength(4);
    expect(pages.map((p) => p.people.length)).toEqual([4, 4, 4, 3]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    const listed = fullNames(pages);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...everyone].sort());
    expect(listed).toEqual([...everyone].sort((a, b) => collator.compare(a, b)));
    expect(listed.slice(0, 4)).toEqual(['Cem Ulu', 'Çağla Ton', 'Gökay Bey', 'Gül Ay']);
    // The month's days, teams and rule days come once, with the first page.
    expect(pages[0]!.days).toHaveLength(31);
    expect(pages[0]!.teams!.map((t) => t.name)).toEqual(['Satış', 'Üretim']);
    for (const later of pages.slice(1)) expect(later).not.toHaveProperty('days');
    // The default page is the first 50: here everyone, and no next page.
    const whole = await page(admin, '');
    expect(fullNames([whole])).toEqual(listed);
    expect(whole.nextCursor).toBeNull();
  });

  it('an EMPLOYEE pages the same people but a leaver with only a pending request (product §D7: no colleague’s pending request)', async () => {
    const listed = fullNames(await allPages(employee, '&limit=5'));
    expect(listed).toEqual(everyone.filter((n) => n !== 'Gökay Bey').sort((a, b) => collator.compare(a, b)));
  });

  it('the name search is Turkish-aware: "ışıl" finds Işıl, "IREM" does not find İrem but "İREM" does, on every page', async () => {
    expect(fullNames([await page(admin, `&q=${encodeURIComponent('ışıl')}`)])).toEqual(['Işıl Aydın']);
    expect(fullNames([await page(admin, `&q=${encodeURIComponent('İREM')}`)])).toEqual(['İrem Su']);
    expect(fullNames([await page(admin, `&q=${encodeURIComponent('IREM')}`)])).toEqual([]);
    expect(fullNames([await page(admin, `&q=${encodeURIComponent('çelik')}`)])).toEqual(['Uğur Çelik']);
    // "ı", two a page: Ilgaz's capital I is a dotless ı in Turkish.
    const paged = fullNames(await allPages(admin, `&q=${encodeURIComponent('ı')}&limit=2`));
    expect(paged).toEqual(['Ilgaz Öz', 'Işıl Aydın', 'Ömer Kılıç']);
  });

  it('the team filter (teamId, or the team’s name as department) pages that team only, with its leave', async () => {
    const sales = await allPages(admin, `&teamId=${salesTeamId}&limit=3`);
    const expected = names.filter((_, i) => i % 2 === 0).map(([f, l]) => `${f} ${l}`);
    expect(fullNames(sales)).toEqual([...expected].sort((a, b) => collator.compare(a, b)));
    expect(sales[0]!.people.find((p) => p.firstName === 'Cem')!.leaves).toHaveLength(1);
    expect(fullNames([await page(admin, `&department=${encodeURIComponent('SATIŞ')}`)])).toEqual(fullNames(sales));
    expect((await page(admin, `&department=${encodeURIComponent('Yok')}`)).people).toEqual([]);
  });

  it('another organization’s team or cursor shows nothing of this one: its team filters to nobody, its cursor is a Turkish 400', async () => {
    const first = await page(admin, '&limit=2');
    const elsewhere = await request(
      ctx.app,
      host,
      'GET',
      `/api/team-calendar?month=2026-03&cursor=${first.nextCursor}`,
      {
        token: tokens.ADMIN,
      },
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error).toBe('Sayfa imleci geçersiz. Lütfen listeyi baştan yükleyin.');
    const foreignTeam = await request(ctx.app, host, 'GET', `/api/team-calendar?month=2026-03&teamId=${salesTeamId}`, {
      token: tokens.ADMIN,
    });
    expect(foreignTeam.json().people).toEqual([]);
  });

  it('a limit above 50 or a bad cursor or team is a Turkish 400', async () => {
    for (const [query, message] of [
      ['&limit=51', 'Takvim sayfası 1 ile 50 arasında kişi gösterebilir.'],
      ['&limit=0', 'Takvim sayfası 1 ile 50 arasında kişi gösterebilir.'],
      ['&cursor=bozuk', 'Sayfa imleci geçersiz. Lütfen listeyi baştan yükleyin.'],
      ['&teamId=1', 'Ekip bulunamadı.'],
    ]) {
      const answer = await request(ctx.app, pagedHost, 'GET', `/api/team-calendar?month=2026-03${query}`, {
        token: admin,
      });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().error, query).toContain(message);
    }
  });
});
