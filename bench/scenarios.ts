import { addDays, istanbulToday } from '@paydos/domain';

/** What the benchmark measures; a feature adds its hot calls here. */
export interface Scenario {
  name: string;
  /** `{employeeId}` is replaced by the benchmarked employee's id. */
  path: string;
  method?: 'GET' | 'POST';
  /** Send the large organization's admin token (true or 'admin') or one employee's token. */
  auth?: boolean | 'admin' | 'employee';
  /** The main site instead of the large organization's host. */
  host?: 'main' | 'organization';
  /**
   * Concurrent connections for this scenario (default --connections). The whole-organization
   * lists take a second or more each on PGlite: ten at once would queue past autocannon's
   * timeout and spill their backlog into the next scenario's figures.
   */
  connections?: number;
}

/** Last month (Istanbul): the seeded history's middle window fills it with approved leave. */
function lastMonthQuery(): string {
  const today = istanbulToday(new Date());
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? `year=${year - 1}&month=12` : `year=${year}&month=${month - 1}`;
}
const reportMonth = lastMonthQuery();
const inAWeek = addDays(istanbulToday(new Date()), 7);
/** The same month as the team calendar asks for it (`YYYY-MM`). */
const calendarMonth = reportMonth.replace(
  /^year=(\d+)&month=(\d+)$/,
  (_, y: string, m: string) => `${y}-${m.padStart(2, '0')}`,
);

export const scenarios: Scenario[] = [
  { name: 'GET /api/site (baseline: routing + host)', path: '/api/site', host: 'main' },
  { name: 'GET /api/subdomain/organization-info (tenant lookup)', path: '/api/subdomain/organization-info' },
  {
    name: 'GET /api/auth/me (host, session and user in one statement, then the profile)',
    path: '/api/auth/me',
    auth: true,
  },
  // The organization's daily calls, on a seeded leave history (~3 requests a person).
  { name: 'GET /api/dashboard/summary (admin)', path: '/api/dashboard/summary', auth: 'admin' },
  { name: 'GET /api/admin/users (first page of 50, 1 conn)', path: '/api/admin/users', auth: 'admin', connections: 1 },
  { name: 'GET /api/admin/invitations', path: '/api/admin/invitations', auth: 'admin' },
  { name: 'GET /api/leaves?status=PENDING', path: '/api/leaves?status=PENDING', auth: 'admin' },
  {
    name: 'GET /api/leaves (every status, first page of 50, 1 conn)',
    path: '/api/leaves',
    auth: 'admin',
    connections: 1,
  },
  { name: 'GET /api/leaves/pending-count', path: '/api/leaves/pending-count', auth: 'admin' },
  { name: 'GET /api/ledger/me (employee)', path: '/api/ledger/me', auth: 'employee' },
  { name: 'GET /api/leaves/my-requests (employee)', path: '/api/leaves/my-requests', auth: 'employee' },
  { name: 'GET /api/employee/:id (admin)', path: '/api/employee/{employeeId}', auth: 'admin' },
  { name: 'GET /api/employee/:id/ledger (admin)', path: '/api/employee/{employeeId}/ledger', auth: 'admin' },
  { name: 'GET /api/employee/:id/export (PDF)', path: '/api/employee/{employeeId}/export', auth: 'admin' },
  // The monthly report of last month for the whole organization (targets: JSON < 300 ms, CSV and XLSX < 1 s).
  {
    name: 'GET /api/monthly-report (last month, 1 conn)',
    path: `/api/monthly-report?${reportMonth}`,
    auth: 'admin',
    connections: 1,
  },
  {
    name: 'GET /api/monthly-report/csv (last month, 1 conn)',
    path: `/api/monthly-report/csv?${reportMonth}`,
    auth: 'admin',
    connections: 1,
  },
  // Issue 16: the team calendar of one month, its first page of 50 people (issue 25), as an admin and as an employee; the overlap hint.
  {
    name: 'GET /api/team-calendar (last month, page 1, 1 conn)',
    path: `/api/team-calendar?month=${calendarMonth}`,
    auth: 'admin',
    connections: 1,
  },
  {
    name: 'GET /api/team-calendar (employee view, 1 conn)',
    path: `/api/team-calendar?month=${calendarMonth}`,
    auth: 'employee',
    connections: 1,
  },
  {
    name: 'GET /api/team-calendar/overlap (employee)',
    path: `/api/team-calendar/overlap?startDate=${inAWeek}&endDate=${addDays(inAWeek, 4)}`,
    auth: 'employee',
  },
  {
    name: 'GET /api/monthly-report/xlsx (puantaj of everyone, 1 conn)',
    path: `/api/monthly-report/xlsx?${reportMonth}`,
    auth: 'admin',
    connections: 1,
  },
];

/** A hot read measured against its floor (hot-reads.ts): the same SQL on a bare Fastify + pg handler. */
export interface HotRead {
  name: string;
  /** `{employeeId}` is replaced by the benchmarked employee's id. */
  path: string;
  /** The admin, person 1 (an employee) or the team manager of person 1's team (the two-step flow's first step). */
  auth?: 'admin' | 'employee' | 'manager';
  host?: 'main' | 'organization';
  /** Connection counts to measure at (default 1 and 100). */
  connections?: number[];
  /** Issue 14's latency target at one connection, on the 10,000-person organization. */
  p50TargetMs?: number;
  /** A p99 target at a given connection count. */
  p99Target?: { connections: number; ms: number };
}

/** The organization's hottest reads; a list's "page 1" is the call without a cursor. Targets from issue 14. */
export const hotReads: HotRead[] = [
  { name: 'auth/me', path: '/api/auth/me', auth: 'employee', p50TargetMs: 3 },
  { name: 'dashboard', path: '/api/dashboard/summary', auth: 'admin', p50TargetMs: 10 },
  // Issue 23: a team manager's dashboard counts the manager steps he may decide (the same targets as the admin's).
  { name: 'dashboard (manager)', path: '/api/dashboard/summary', auth: 'manager', p50TargetMs: 10 },
  { name: 'my requests', path: '/api/leaves/my-requests', auth: 'employee', p50TargetMs: 15 },
  { name: 'staff page 1', path: '/api/admin/users', auth: 'admin', p50TargetMs: 15 },
  { name: 'approvals page 1', path: '/api/leaves?status=PENDING', auth: 'admin', p50TargetMs: 15 },
  // Issue 23, the two-step flow: the team manager's approvals are the pending requests whose open step he may decide.
  { name: 'approvals page 1 (manager)', path: '/api/leaves?status=PENDING', auth: 'manager', p50TargetMs: 15 },
  // Issue 25 item 5: page 1 (50 people with the month's days, teams and rule days), a list's target.
  {
    name: 'team calendar month',
    path: `/api/team-calendar?month=${calendarMonth}`,
    auth: 'admin',
    p50TargetMs: 15,
  },
  { name: 'monthly report', path: `/api/monthly-report?${reportMonth}`, auth: 'admin', p50TargetMs: 300 },
];

/** The login page's organization lookup (by host, and on the main site by `?subdomain=`), measured among 10,000 organizations. */
export const organizationInfoReads = (subdomain: string): HotRead[] => [
  {
    name: 'organization-info (host)',
    path: '/api/subdomain/organization-info',
    connections: [1, 10, 100],
    p99Target: { connections: 10, ms: 10 },
  },
  {
    name: 'organization-info (main site, ?subdomain=)',
    path: `/api/subdomain/organization-info?subdomain=${subdomain}`,
    host: 'main',
    connections: [1, 10, 100],
    p99Target: { connections: 10, ms: 10 },
  },
];
