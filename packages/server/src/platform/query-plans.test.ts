import { addDays, istanbulToday } from '@paydos/domain';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, orgHost, request } from '../../test/http';
import { createTestApp, type TestContext } from '../../test/test-app';
import { selectRows } from '../db/rows';
import {
  largeAdminEmail,
  largeEmployeeEmail,
  largeTeamManagerEmail,
  seedLargeOrganization,
} from '../features/demo/large-organization';
import { TEST_PASSWORD } from '../../test/factories';

/** A team name's key in SQL, as migration 0021 folds it (the domain's teamNameKey for these trimmed names). */
const teamKeyOf = (name: SQL) => sql`lower(translate(${name}, 'IİÇĞÖŞÜÂÎÛ', 'ıiçğöşüâîû'))`;

/**
 * Issue 14: the hot reads never scan a tenant table sequentially. A mid-sized organization among
 * many small ones (so one organization is a small part of every table, as in production), ANALYZE,
 * then each hot call's statements, captured from the database client while the call runs, are
 * EXPLAINed; a `Seq Scan` over a table with an `organization_id` column fails, naming the call and table.
 */
const PEOPLE = 2_000;
const SMALL_ORGANIZATIONS = 400;
const SMALL_ORGANIZATION_PEOPLE = 20;
const subdomain = 'planli';

interface Statement {
  text: string;
  params: unknown[];
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;

let ctx: TestContext;
let client: { query: QueryFn };
let capturing: Statement[] | null = null;
let tenantTables: Set<string>;
let adminToken: string;
let employeeToken: string;
let managerToken: string;

/** Small organizations with people, sessions, requests and ledger rows, written by the database itself. */
async function seedSmallOrganizations() {
  const db = ctx.handle.db;
  await db.execute(sql`
    insert into organizations (name, subdomain, leave_policy)
    select 'Küçük ' || i, 'kucuk' || i, (select leave_policy from organizations where subdomain = ${subdomain})
    from generate_series(1, ${SMALL_ORGANIZATIONS}) i`);
  await db.execute(sql`
    insert into subscriptions (organization_id, trial_ends_at)
    select id, now() + interval '14 days' from organizations where subdomain like 'kucuk%'`);
  await db.execute(sql`
    insert into users (organization_id, email, first_name, last_name, start_date)
    select o.id, 'kisi' || g || '@' || o.subdomain || '.test', 'Ad', 'Soyad', date '2020-01-01' + g
    from organizations o, generate_series(1, ${SMALL_ORGANIZATION_PEOPLE}) g where o.subdomain like 'kucuk%'`);
  // Three teams each (issue 23), their first person managing them.
  await db.execute(sql`
    insert into teams (organization_id, name, name_key)
    select o.id, 'Ekip ' || g, 'ekip ' || g from organizations o, generate_series(1, 3) g where o.subdomain like 'kucuk%'`);
  await db.execute(sql`
    insert into team_managers (organization_id, team_id, user_id)
    select t.organization_id, t.id, (select u.id from users u where u.organization_id = t.organization_id limit 1)
    from teams t join organizations o on o.id = t.organization_id where o.subdomain like 'kucuk%'`);
  await db.execute(sql`
    insert into sessions (token_hash, kind, user_id, organization_id, expires_at)
    select md5(u.id::text), 'USER', u.id, u.organization_id, now() + interval '30 days'
    from users u join organizations o on o.id = u.organization_id where o.subdomain like 'kucuk%'`);
  await db.execute(sql`
    insert into leave_ledger_entries (organization_id, user_id, kind, days, effective_date, reason)
    select u.organization_id, u.id, 'OPENING_BALANCE', 14, u.start_date, 'Açılış'
    from users u join organizations o on o.id = u.organization_id where o.subdomain like 'kucuk%'`);
  await db.execute(sql`
    insert into leave_requests (organization_id, user_id, leave_type, start_date, end_date, days, status, created_at)
    select u.organization_id, u.id, 'annual_leave', d, d, 1, (array['APPROVED','PENDING','REJECTED'])[1 + g % 3]::leave_status, d::timestamptz
    from users u join organizations o on o.id = u.organization_id, generate_series(1, 3) g,
      lateral (select ${istanbulToday(new Date())}::date + (g * 40 - 100) + (hashtext(u.id::text) % 20) as d) day
    where o.subdomain like 'kucuk%'`);
}

/** Rows of the three admin lists paged by keyset (payments, uploads, historical batches) in every organization. */
async function seedListRows() {
  const db = ctx.handle.db;
  const perOrganization = sql`(case when o.subdomain = ${subdomain} then 300 else 3 end)`;
  await db.execute(sql`
    insert into payments (organization_id, billing_type, user_count, amount_kurus, provider, created_at)
    select o.id, 'monthly', 10, 10000, 'test', now() - g * interval '1 day'
    from organizations o, lateral generate_series(1, ${perOrganization}) g`);
  await db.execute(sql`
    insert into stored_files (organization_id, content_type, byte_size, sha256, content)
    select o.id, 'text/csv', 1, md5(o.id::text || g), '\\x00'::bytea
    from organizations o, lateral generate_series(1, ${perOrganization}) g`);
  await db.execute(sql`
    insert into data_uploads (organization_id, file_id, file_name, file_size, uploaded_at)
    select f.organization_id, f.id, 'liste.csv', 1, now() - interval '1 hour' * row_number() over (order by f.id)
    from stored_files f`);
  await db.execute(sql`
    insert into historical_leave_batches (organization_id, user_id, token_expires_at, created_at)
    select o.id, (select u.id from users u where u.organization_id = o.id limit 1), now() + interval '7 days',
      now() - g * interval '1 hour'
    from organizations o, lateral generate_series(1, ${perOrganization}) g`);
  await db.execute(sql`
    insert into historical_leave_requests (batch_id, organization_id, user_id, leave_type, start_date, end_date, days)
    select b.id, b.organization_id, b.user_id, 'annual_leave', date '2020-03-02' + g, date '2020-03-02' + g, 1
    from historical_leave_batches b, generate_series(1, 2) g`);
}

/**
 * Issue 23's team rules in every organization: a team per department with its people, a minimum on
 * each of the large organization's teams, lock periods (the organization's and a team's), a notice rule.
 */
async function seedTeamRules() {
  const db = ctx.handle.db;
  // The generator and the factories make teams of departments already (features/teams): only the rest get one.
  await db.execute(sql`
    insert into teams (organization_id, name, name_key)
    select distinct u.organization_id, coalesce(u.department, 'Genel'), ${teamKeyOf(sql`coalesce(u.department, 'Genel')`)}
    from users u
    on conflict do nothing`);
  await db.execute(sql`
    update teams t set minimum_at_work = 3 from organizations o
    where o.id = t.organization_id and o.subdomain = ${subdomain}`);
  await db.execute(sql`
    update users u set team_id = t.id from teams t
    where u.team_id is null and t.organization_id = u.organization_id and t.name = coalesce(u.department, 'Genel')`);
  await db.execute(sql`
    insert into lock_periods (organization_id, team_id, start_date, end_date, mode, reason)
    select o.id, null, ${today}::date + g * 30, ${today}::date + g * 30 + 4, 'REFUSE', 'Kapanış'
    from organizations o, generate_series(-3, 3) g`);
  await db.execute(sql`
    insert into lock_periods (organization_id, team_id, start_date, end_date, mode)
    select t.organization_id, t.id, ${today}::date + 10, ${today}::date + 12, 'NEEDS_ADMIN' from teams t`);
  await db.execute(sql`
    insert into minimum_notice_rules (organization_id, leave_type, days, mode)
    select id, 'annual_paid', 7, 'REFUSE' from organizations`);
}

/**
 * Issue 23's rows as every small organization has them (the generator gives the large one its own:
 * a team per department with one MANAGER managing it, the two-step flow, every request's steps, a
 * third of the pending ones at İK, four delegations, one of them in force today): two teams with a
 * manager each and everyone in one, every request's steps (one İK step, decided as the request was),
 * and delegations on record (past ones, so nobody decides for another today).
 */
async function seedApprovals() {
  const db = ctx.handle.db;
  const small = sql`o.subdomain like 'kucuk%'`;
  await db.execute(sql`
    insert into teams (organization_id, name, name_key)
    select o.id, t.name, ${teamKeyOf(sql`t.name`)} from organizations o, (values ('Satış'), ('Destek')) t(name)
    where ${small}
    on conflict do nothing`);
  await db.execute(sql`
    update users u set team_id = (select t.id from teams t where t.organization_id = u.organization_id
      order by t.name offset (hashtext(u.id::text) & 1) limit 1)
    from organizations o where o.id = u.organization_id and ${small}`);
  await db.execute(sql`
    insert into team_managers (organization_id, team_id, user_id)
    select distinct on (u.team_id) u.organization_id, u.team_id, u.id from users u
    join organizations o on o.id = u.organization_id
    where u.role <> 'ADMIN' and ${small} order by u.team_id, u.created_at, u.id
    on conflict do nothing`);
  await db.execute(sql`
    insert into leave_approval_steps (organization_id, leave_request_id, position, kind, outcome, decided_at)
    select r.organization_id, r.id, 1, 'ADMIN',
      (case when r.status = 'REJECTED' then 'REJECTED' when r.status <> 'PENDING' then 'APPROVED' end)::approval_outcome,
      case when r.status <> 'PENDING' then r.updated_at end
    from leave_requests r join organizations o on o.id = r.organization_id where ${small}`);
  await db.execute(sql`
    insert into approval_delegations (organization_id, approver_id, delegate_id, start_date, end_date)
    select m.organization_id, m.user_id, (select u.id from users u where u.organization_id = m.organization_id
      and u.id <> m.user_id order by u.created_at limit 1), date '2024-01-01', date '2024-01-31'
    from team_managers m join organizations o on o.id = m.organization_id where ${small}`);
}

beforeAll(async () => {
  ctx = await createTestApp();
  await seedLargeOrganization(ctx.handle.db, { count: PEOPLE, subdomain, password: TEST_PASSWORD });
  await seedSmallOrganizations();
  await seedListRows();
  await seedApprovals();
  await seedTeamRules();
  await ctx.handle.db.execute(sql`analyze`);
  tenantTables = new Set(
    (
      await selectRows<{ table_name: string }>(
        ctx.handle.db,
        sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'organization_id'`,
      )
    ).map((row) => row.table_name),
  );
  // Every statement the app sends goes through the driver's client: record it while a call runs.
  client = (ctx.handle.db as unknown as { $client: { query: QueryFn } }).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const [first, second] = args;
    if (capturing) {
      const text = typeof first === 'string' ? first : (first as { text: string }).text;
      const params = (Array.isArray(second) ? second : ((first as { values?: unknown[] }).values ?? [])) as unknown[];
      capturing.push({ text, params });
    }
    return query(...args);
  };
  adminToken = await loginAs(ctx.app, subdomain, largeAdminEmail(subdomain), TEST_PASSWORD);
  employeeToken = await loginAs(ctx.app, subdomain, largeEmployeeEmail(subdomain, 1), TEST_PASSWORD);
  managerToken = await loginAs(ctx.app, subdomain, largeTeamManagerEmail(subdomain), TEST_PASSWORD);
}, 240_000);
afterAll(() => ctx.close());

async function statementsOf(url: string, token: string, body?: unknown): Promise<Statement[]> {
  capturing = [];
  try {
    const method = body === undefined ? 'GET' : 'POST';
    const response = await request(ctx.app, orgHost(subdomain), method, url, { token, body });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return capturing;
  } finally {
    capturing = null;
  }
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function nodeTypes(node: PlanNode): string[] {
  return [node['Node Type'], ...(node.Plans ?? []).flatMap(nodeTypes)];
}

function sequentialScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(sequentialScans)];
}

async function explain(statement: Statement): Promise<PlanNode> {
  const result = (await client.query(`explain (format json) ${statement.text}`, statement.params)) as {
    rows: Record<string, unknown>[];
  };
  const cell = Object.values(result.rows[0]!)[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  return plan[0]!.Plan;
}

const today = istanbulToday(new Date());
const calendarOrder = 'order by "users"."name_sort_key" asc, "users"."id" asc';
/** `pagedBy`: the list's keyset order, which an index must give (its page statement sorts nothing). */
/** `body`: a POST (the leave form's rule check). `nextPage`: the statements of the page after the first. */
const hotCalls: {
  name: string;
  url: string;
  as: 'admin' | 'employee' | 'manager';
  maxStatements: number;
  pagedBy?: string;
  body?: unknown;
  nextPage?: boolean;
}[] = [
  { name: 'auth/me', url: '/api/auth/me', as: 'employee', maxStatements: 2 },
  // A delegation is in force today in the large organization: the pending count takes its second look (3 more at most).
  { name: 'dashboard (admin)', url: '/api/dashboard/summary', as: 'admin', maxStatements: 5 },
  { name: 'dashboard (employee)', url: '/api/dashboard/summary', as: 'employee', maxStatements: 2 },
  // Issue 23, the two-step flow: a team manager's dashboard counts his team's manager steps.
  { name: 'dashboard (manager)', url: '/api/dashboard/summary', as: 'manager', maxStatements: 5 },
  { name: 'my requests', url: '/api/leaves/my-requests', as: 'employee', maxStatements: 10 },
  { name: 'ledger/me', url: '/api/ledger/me', as: 'employee', maxStatements: 10 },
  // Issue 25 item 5: a page of 50 people in the Turkish order of users.name_sort_key, read in that index's
  // order (users_organization_name_sort_idx); a team's page from the team's range of
  // users_organization_team_name_sort_idx, which the planner may sort (a team's people, not the
  // organization's); the month's days, teams and rule days with the first page only.
  {
    name: 'team calendar month',
    url: `/api/team-calendar?month=${addDays(today, -31).slice(0, 7)}`,
    as: 'admin',
    maxStatements: 8,
    pagedBy: calendarOrder,
  },
  {
    name: 'team calendar page 2 (employee)',
    url: `/api/team-calendar?month=${today.slice(0, 7)}`,
    as: 'employee',
    maxStatements: 3,
    pagedBy: calendarOrder,
    nextPage: true,
  },
  {
    name: 'team calendar, one team and a name search',
    url: `/api/team-calendar?department=${encodeURIComponent('Satış')}&q=${encodeURIComponent('ŞE')}`,
    as: 'manager',
    maxStatements: 9,
  },
  {
    name: 'team calendar, one team page 2',
    url: `/api/team-calendar?department=${encodeURIComponent('Teknoloji')}`,
    as: 'admin',
    maxStatements: 4,
    nextPage: true,
  },
  { name: 'pending count', url: '/api/leaves/pending-count', as: 'admin', maxStatements: 10 },
  { name: 'pending count (manager)', url: '/api/leaves/pending-count', as: 'manager', maxStatements: 10 },
  // The team manager's approvals page 1 in the two-step flow: the pending requests whose open step is his.
  { name: 'approvals page 1 (manager)', url: '/api/leaves?status=PENDING', as: 'manager', maxStatements: 12 },
  // Teams (issue 23): their members counted and managers named, three statements whatever their number.
  { name: 'teams', url: '/api/teams', as: 'admin', maxStatements: 4 },
  // Issue 23 item 5: the leave form asks as the dates change; every rule read, the team's leave over the dates.
  {
    name: 'leave rule check',
    url: '/api/leaves/rule-check',
    as: 'employee',
    maxStatements: 10,
    body: { leaveType: 'annual_paid', startDate: addDays(today, 5), endDate: addDays(today, 40) },
  },
  { name: 'team rules settings', url: '/api/team-rules', as: 'admin', maxStatements: 6 },
  // The admin lists paged by keyset on (organization_id, date, id): each has its index (migration 0016).
  {
    name: 'payments',
    url: '/api/billing/payments?limit=20',
    as: 'admin',
    maxStatements: 4,
    pagedBy: 'order by "payments"."created_at" desc, "payments"."id" desc',
  },
  {
    name: 'uploads',
    url: '/api/data-upload/my-uploads?limit=20',
    as: 'admin',
    maxStatements: 4,
    pagedBy: 'order by "data_uploads"."uploaded_at" desc, "data_uploads"."id" desc',
  },
  {
    name: 'historical batches',
    url: '/api/historical-leaves/batches?limit=20',
    as: 'admin',
    maxStatements: 4,
    pagedBy: 'order by "historical_leave_batches"."created_at" desc, "historical_leave_batches"."id" desc',
  },
];

describe('query plans of the hot reads (issue 14: no sequential scan over a tenant table)', () => {
  it('finds the tenant tables (every table with organization_id)', () => {
    expect([...tenantTables]).toEqual(
      expect.arrayContaining(['users', 'leave_requests', 'leave_ledger_entries', 'sessions', 'subscriptions']),
    );
  });

  it('the check sees a sequential scan when there is one (a filter no index serves)', async () => {
    const plan = await explain({ text: 'select count(*) from leave_requests where reason = $1', params: ['yok'] });
    expect(sequentialScans(plan)).toEqual(['leave_requests']);
  });

  for (const call of hotCalls) {
    it(`${call.name}: every statement reads tenant tables through an index, in at most ${call.maxStatements} statements`, async () => {
      const token = { admin: adminToken, employee: employeeToken, manager: managerToken }[call.as];
      let url = call.url;
      if (call.nextPage) {
        const first = await request(ctx.app, orgHost(subdomain), 'GET', url, { token });
        const cursor = first.json<{ nextCursor: string | null }>().nextCursor;
        expect(cursor, `${call.name}: a second page`).toBeTruthy();
        url = `${url}${url.includes('?') ? '&' : '?'}cursor=${cursor}`;
      }
      const statements = await statementsOf(url, token, call.body);
      expect(statements.length, `${call.name} ran ${statements.length} statements`).toBeGreaterThan(0);
      expect(statements.length, `${call.name} ran ${statements.length} statements`).toBeLessThanOrEqual(
        call.maxStatements,
      );
      const offenders: string[] = [];
      for (const statement of statements) {
        const plan = await explain(statement);
        const scanned = sequentialScans(plan).filter((table) => tenantTables.has(table));
        for (const table of scanned) offenders.push(`${call.name}: Seq Scan on ${table} in: ${statement.text}`);
        if (call.pagedBy && statement.text.includes(call.pagedBy) && nodeTypes(plan).includes('Sort')) {
          offenders.push(`${call.name}: the page is sorted, not read in index order: ${statement.text}`);
        }
      }
      if (call.pagedBy) expect(statements.some((s) => s.text.includes(call.pagedBy!))).toBe(true);
      expect(offenders).toEqual([]);
    });
  }
});
