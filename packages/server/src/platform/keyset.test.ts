import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveRequests, users } from '../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../test/factories';
import { loginAs, orgHost, request } from '../../test/http';
import { createTestApp, type TestContext } from '../../test/test-app';

/**
 * Product §D7 keyset pages, on the lists that grow with a company: staff, approvals, my
 * requests and an employee's history. Every page walk checks that no row comes twice and none
 * is missing; inserts during the walk must not disturb it.
 */

let ctx: TestContext;
type Org = Awaited<ReturnType<typeof organizationWithPeople>>;
let a: Org;
let b: Org;

const DEPARTMENTS = ['Satış', 'Üretim', 'Finans'];

async function organizationWithPeople(name: string, people: number) {
  const org = await createOrganization(ctx.handle.db, { name });
  const admin = await createUser(ctx.handle.db, org.id, { role: 'ADMIN', firstName: 'Yönetici', lastName: 'Kişi' });
  const rows = await ctx.handle.db
    .insert(users)
    .values(
      Array.from({ length: people }, (_, i) => ({
        organizationId: org.id,
        email: `kisi${i}-${org.subdomain}@ornek.com.tr`,
        firstName: `Ad${i}`,
        lastName: i === people - 2 ? 'Sonsayfaoğlu' : `Soyad${i}`,
        role: 'EMPLOYEE' as const,
        department: DEPARTMENTS[i % DEPARTMENTS.length],
        isActive: i % 5 !== 0,
        // Several people share one creation instant: the id must break the tie.
        createdAt: new Date(Date.UTC(2025, 0, 1 + Math.floor(i / 3))),
      })),
    )
    .returning({ id: users.id });
  const ids = rows.map((r) => r.id);
  await ctx.handle.db.insert(leaveRequests).values(
    ids.flatMap((userId, i) =>
      ['PENDING', 'APPROVED'].map((status, k) => ({
        organizationId: org.id,
        userId,
        leaveType: k === 0 ? 'annual_paid' : 'unpaid_leave',
        startDate: `2026-0${1 + (i % 9)}-1${k}`,
        endDate: `2026-0${1 + (i % 9)}-1${k}`,
        days: 1,
        status: status as 'PENDING' | 'APPROVED',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 2))),
      })),
    ),
  );
  const token = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
  return {
    org,
    admin,
    ids,
    token,
    get: (url: string) => request(ctx.app, orgHost(org.subdomain), 'GET', url, { token }),
  };
}

/** Every page of a list, checking each answer; the callback runs between pages (concurrent writes). */
async function walk(org: Org, path: string, key: 'users' | 'leaveRequests', between?: (page: number) => Promise<void>) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const answer = await org.get(`${path}${cursor ? `${separator}cursor=${cursor}` : ''}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    seen.push(...body[key].map((row: { id: string }) => row.id));
    cursor = body.nextCursor;
    pages += 1;
    if (between) await between(pages);
  } while (cursor);
  return { seen, pages };
}

beforeAll(async () => {
  ctx = await createTestApp();
  a = await organizationWithPeople('Sayfa A.Ş.', 40);
  b = await organizationWithPeople('Başka Sayfa A.Ş.', 6);
});
afterAll(() => ctx.close());

describe('GET /api/admin/users: keyset pages (product §D7), search and filters on the server', () => {
  it('walks every person once, oldest first, ties broken by id, with total on the first page only', async () => {
    const first = (await a.get('/api/admin/users?limit=7')).json();
    expect(first.total).toBe(41);
    expect(first.users).toHaveLength(7);
    const { seen, pages } = await walk(a, '/api/admin/users?limit=7', 'users');
    expect(pages).toBe(6);
    expect(new Set(seen).size).toBe(41);
    expect(seen.sort()).toEqual([a.admin.id, ...a.ids].sort());
    const second = (await a.get(`/api/admin/users?limit=7&cursor=${first.nextCursor}`)).json();
    expect(second.total).toBeUndefined();
  });

  it('stable under concurrent inserts: people added while paging appear once at the end, none twice or missing', async () => {
    const org = await organizationWithPeople('Eşzamanlı A.Ş.', 20);
    let added = 0;
    const { seen } = await walk(org, '/api/admin/users?limit=6', 'users', async () => {
      await createUser(ctx.handle.db, org.org.id, { firstName: `Yeni${added++}` });
    });
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of [org.admin.id, ...org.ids]) expect(seen).toContain(id);
  });

  it('search (name or e-mail), department and status combine; the balance columns come for the page’s people', async () => {
    const found = (await a.get(`/api/admin/users?q=${encodeURIComponent('sonsayfa')}`)).json();
    expect(found.users.map((u: { lastName: string }) => u.lastName)).toEqual(['Sonsayfaoğlu']);
    expect(found.total).toBe(1);
    expect(found.users[0]).toMatchObject({
      annualLeaveDays: expect.any(Number),
      remainingLeaveDays: expect.any(Number),
    });
    const combined = (
      await a.get(`/api/admin/users?department=${encodeURIComponent('Satış')}&status=inactive&limit=500`)
    ).json();
    expect(combined.users.length).toBeGreaterThan(0);
    for (const u of combined.users) expect(u).toMatchObject({ department: 'Satış', isActive: false });
    expect(combined.total).toBe(combined.users.length);
    const byMail = (await a.get(`/api/admin/users?q=kisi3-${a.org.subdomain}`)).json();
    expect(byMail.users).toHaveLength(1);
  });
});

describe('GET /api/leaves: every status, keyset pages, filters combined', () => {
  it('walks every request once, newest first, with total on the first page', async () => {
    expect((await a.get('/api/leaves?limit=9')).json().total).toBe(80);
    const { seen } = await walk(a, '/api/leaves?limit=9', 'leaveRequests');
    expect(seen).toHaveLength(80);
    expect(new Set(seen).size).toBe(80);
  });

  it('requests written while paging neither repeat nor hide the ones already there', async () => {
    const before = (await a.get('/api/leaves?limit=500')).json().leaveRequests.map((l: { id: string }) => l.id);
    const { seen } = await walk(a, '/api/leaves?limit=11', 'leaveRequests', async (page) => {
      await ctx.handle.db.insert(leaveRequests).values({
        organizationId: a.org.id,
        userId: a.ids[page]!,
        leaveType: 'unpaid_leave',
        startDate: '2026-11-02',
        endDate: '2026-11-02',
        days: 1,
      });
    });
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of before) expect(seen).toContain(id);
  });

  it('status, type, date range, person and department filter together on the server', async () => {
    const query = `status=PENDING&leaveType=annual_paid&from=2026-03-01&to=2026-03-31&department=${encodeURIComponent('Finans')}&limit=500`;
    const answer = (await a.get(`/api/leaves?${query}`)).json();
    expect(answer.leaveRequests.length).toBeGreaterThan(0);
    expect(answer.total).toBe(answer.leaveRequests.length);
    for (const leave of answer.leaveRequests) {
      expect(leave).toMatchObject({ status: 'PENDING', leaveType: 'annual_paid', user: { department: 'Finans' } });
      expect(leave.startDate.slice(0, 7)).toBe('2026-03');
    }
    const person = (await a.get(`/api/leaves?q=${encodeURIComponent('Sonsayfaoğlu')}`)).json();
    expect(person.leaveRequests.map((l: { user: { lastName: string } }) => l.user.lastName)).toEqual([
      'Sonsayfaoğlu',
      'Sonsayfaoğlu',
    ]);
    expect((await a.get('/api/leaves?from=2026-04-01&to=2026-03-01')).statusCode).toBe(400);
  });
});

describe('one person’s lists: my requests and an employee’s history', () => {
  it('the employee page’s history pages by start date, latest first; the detail answers its first page and the figures', async () => {
    const person = (await createUser(ctx.handle.db, a.org.id, { firstName: 'Geçmiş' })).id;
    await ctx.handle.db.insert(leaveRequests).values({
      organizationId: a.org.id,
      userId: person,
      leaveType: 'annual_paid',
      startDate: '2026-04-10',
      endDate: '2026-04-10',
      days: 1,
    });
    for (let m = 1; m <= 4; m++) {
      await ctx.handle.db.insert(leaveRequests).values({
        organizationId: a.org.id,
        userId: person,
        leaveType: 'unpaid_leave',
        startDate: `2025-0${m}-05`,
        endDate: `2025-0${m}-05`,
        days: 1,
        status: 'APPROVED',
      });
    }
    const { seen } = await walk(a, `/api/leaves/employee/${person}?limit=2`, 'leaveRequests');
    const all = (await a.get(`/api/leaves/employee/${person}?limit=500`)).json().leaveRequests as {
      id: string;
      startDate: string;
    }[];
    expect(seen).toEqual(all.map((l) => l.id));
    expect(all.map((l) => l.startDate)).toEqual([...all.map((l) => l.startDate)].sort().reverse());
    const detail = (await a.get(`/api/employee/${person}`)).json();
    expect(detail.leaveHistory.map((l: { id: string }) => l.id)).toEqual(seen);
    expect(detail.leaveHistoryNextCursor).toBeNull();
    expect(detail.leaveStats).toMatchObject({ totalRequests: 5, pending: 1, approved: 4 });
    expect(seen).toHaveLength(5);
  });

  it('my requests page through one’s own requests only', async () => {
    const me = await createUser(ctx.handle.db, a.org.id, { firstName: 'Kendi' });
    await ctx.handle.db.insert(leaveRequests).values(
      Array.from({ length: 5 }, (_, i) => ({
        organizationId: a.org.id,
        userId: me.id,
        leaveType: 'unpaid_leave',
        startDate: `2026-10-0${i + 1}`,
        endDate: `2026-10-0${i + 1}`,
        days: 1,
      })),
    );
    const token = await loginAs(ctx.app, a.org.subdomain, me.email, TEST_PASSWORD);
    const own = { ...a, get: (url: string) => request(ctx.app, orgHost(a.org.subdomain), 'GET', url, { token }) };
    const { seen, pages } = await walk(own, '/api/leaves/my-requests?limit=2', 'leaveRequests');
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(5);
  });
});

describe('paging input is validated (Turkish 400s), and a cursor never crosses organizations', () => {
  it.each(['/api/admin/users', '/api/leaves', '/api/leaves/my-requests'])(
    '%s: limit 0, 501 and text are refused',
    async (path) => {
      for (const limit of ['0', '501', 'abc', '2.5']) {
        const answer = await a.get(`${path}?limit=${limit}`);
        expect(answer.statusCode, `${path} ${limit}`).toBe(400);
        expect(answer.json().error).toBe('Liste sınırı 1 ile 500 arasında bir tam sayı olmalıdır');
      }
      expect((await a.get(`${path}?cursor=bozuk`)).json().error).toBe(
        'Sayfa imleci geçersiz. Lütfen listeyi baştan yükleyin.',
      );
    },
  );

  it('another organization’s cursor is refused and shows nothing of that organization', async () => {
    for (const [path, key] of [
      ['/api/admin/users', 'users'],
      ['/api/leaves', 'leaveRequests'],
    ] as const) {
      const cursor = (await a.get(`${path}?limit=2`)).json().nextCursor as string;
      const answer = await b.get(`${path}?limit=2&cursor=${cursor}`);
      expect(answer.statusCode, path).toBe(400);
      expect(answer.json().error).toBe('Sayfa imleci geçersiz. Lütfen listeyi baştan yükleyin.');
      expect(answer.json()[key]).toBeUndefined();
    }
    // A cursor of one person's list is not another person's either.
    const history = (await a.get(`/api/leaves/employee/${a.ids[3]}?limit=1`)).json().nextCursor as string;
    expect((await a.get(`/api/leaves/employee/${a.ids[4]}?cursor=${history}`)).statusCode).toBe(400);
  });
});
