import type { DashboardSummary } from '@paydos/contract/dashboard';
import { leaveTypeName } from '@paydos/domain';
import { CalendarClock, CalendarRange, Hourglass, Users } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../../platform/messages';
import { Badge } from '../../ui/Badge';
import { Card, CardHeader, StatCard } from '../../ui/Card';
import { formatDate } from '../../platform/format-dates';

const m = t.adminDashboard;

/** ADMIN (and MANAGER) cards, the six longest-serving people by start date, admins included (inactive dimmed), and who is on leave today. */
export function OrganizationCards({
  summary,
  linkToEmployee,
  linkToApprovals,
}: {
  summary: NonNullable<DashboardSummary['organization']>;
  linkToEmployee: boolean;
  /** The pending count opens the approvals page for whoever decides there (issue 23: a MANAGER in the two-step flow too). */
  linkToApprovals: boolean;
}) {
  const pending = (
    <StatCard label={m.pending} value={summary.pendingRequests} icon={<Hourglass className="size-5" />} tone="amber" />
  );
  return (
    <>
      <section className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={t.nav.dashboard}>
        <StatCard label={m.totalStaff} value={summary.totalStaff} icon={<Users className="size-5" />} />
        {linkToApprovals ? (
          <Link
            to="/leave-approvals"
            data-testid="pending-card-link"
            className="block rounded-xl transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {pending}
          </Link>
        ) : (
          pending
        )}
        <StatCard
          label={m.activeToday}
          value={summary.activeLeavesToday}
          icon={<CalendarClock className="size-5" />}
          tone="sky"
        />
        <StatCard
          label={m.thisMonth}
          value={summary.thisMonthRequests}
          icon={<CalendarRange className="size-5" />}
          tone="rose"
        />
      </section>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader
            title={m.oldestStaff}
            description={m.oldestStaffDescription}
            action={
              <Link to="/staff-management" className="text-sm font-medium text-brand-700 hover:underline">
                {m.seeAll}
              </Link>
            }
          />
          <ul className="divide-y divide-line" aria-label={m.oldestStaff}>
            {summary.oldestStaff.map((person) => {
              const name = `${person.firstName} ${person.lastName}`;
              return (
                <li key={person.id} className="flex items-center gap-3 px-5 py-3" data-active={person.isActive}>
                  <div className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800">
                    {person.firstName.charAt(0)}
                    {person.lastName.charAt(0)}
                  </div>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium" title={name}>
                      {linkToEmployee ? (
                        <Link to={`/employee/${person.id}`} className="hover:underline">
                          {name}
                        </Link>
                      ) : (
                        name
                      )}
                    </p>
                    <p className="text-xs text-muted sm:truncate">
                      {[person.position, t.roles[person.role]].filter(Boolean).join(' · ')}
                      {person.startDate && ` · ${m.since(formatDate(person.startDate))}`}
                    </p>
                  </div>
                  {!person.isActive && <Badge>{m.inactive}</Badge>}
                </li>
              );
            })}
          </ul>
        </Card>
        <Card>
          <CardHeader title={m.onLeaveTitle} />
          {summary.onLeaveToday.length === 0 ? (
            <p className="p-5 text-sm text-muted">{m.noneOnLeave}</p>
          ) : (
            <ul className="divide-y divide-line">
              {summary.onLeaveToday.map((p) => (
                <li key={`${p.userId}-${p.endDate}`} className="px-5 py-3 text-sm">
                  <p className="font-medium">
                    {p.firstName} {p.lastName}
                  </p>
                  <p className="text-xs text-muted">
                    {leaveTypeName(p.leaveType)} · {formatDate(p.endDate)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}
