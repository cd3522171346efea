import { BillingMetrics } from './BillingMetrics';
import { Building2, CalendarDays, CreditCard, Users } from 'lucide-react';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Card, CardHeader, StatCard } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { useServiceStats, useTimeline, type TimelineMonth } from './api';
import { formatPercent } from './format';
import { chartColors as colors, TimelineChart, type TimelineChartProps } from './TimelineChart';
import { useDocumentTitle } from '../../platform/document-title';
import { formatCount, formatOneDecimal } from '../../platform/format-numbers';

const m = t.analytics;

const charts: Array<Omit<TimelineChartProps<TimelineMonth>, 'months'>> = [
  {
    testId: 'chart-growth',
    kind: 'bar',
    title: m.growthTitle,
    description: m.growthDescription,
    series: [
      { key: 'newOrganizations', label: m.newOrganizations, color: colors.brand },
      { key: 'newUsers', label: m.newUsers, color: colors.sky },
    ],
  },
  {
    testId: 'chart-leaves',
    kind: 'line',
    title: m.leaveTitle,
    description: m.leaveDescription,
    series: [{ key: 'leaveRequests', label: m.leaveRequests, color: colors.amber }],
  },
  {
    testId: 'chart-trials',
    kind: 'bar',
    title: m.trialsTitle,
    description: m.trialsDescription,
    series: [
      { key: 'trialsStarted', label: m.trialsStarted, color: colors.slate },
      { key: 'trialsConverted', label: m.trialsConverted, color: colors.brand },
    ],
  },
];

/** Operator /analytics (product §2): the service's counts and averages, and their months. */
export function AnalyticsPage() {
  useDocumentTitle(m.title);
  const stats = useServiceStats();
  const timeline = useTimeline(12);
  return (
    <div className="space-y-6">
      <PageHeader title={m.title} subtitle={m.subtitle} />
      {stats.isPending ? (
        <Spinner />
      ) : stats.isError ? (
        <Alert tone="error" title={m.loadFailed}>
          {stats.error.message}
        </Alert>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="analytics-stats">
            <StatCard
              label={m.totalOrganizations}
              value={formatCount(stats.data.stats.totalOrganizations)}
              icon={<Building2 className="size-5" />}
            />
            <StatCard
              label={m.totalUsers}
              value={formatCount(stats.data.stats.totalUsers)}
              icon={<Users className="size-5" />}
              tone="sky"
            />
            <StatCard
              label={m.activeSubscriptions}
              value={formatCount(stats.data.stats.activeSubscriptions)}
              icon={<CreditCard className="size-5" />}
              tone="amber"
            />
            <StatCard
              label={m.totalLeaveRequests}
              value={formatCount(stats.data.stats.totalLeaveRequests)}
              icon={<CalendarDays className="size-5" />}
              tone="rose"
            />
          </div>
          <Card>
            <CardHeader title={m.averagesTitle} />
            <dl
              className="grid grid-cols-1 divide-y divide-line sm:grid-cols-3 sm:divide-x sm:divide-y-0"
              data-testid="analytics-averages"
            >
              {[
                [m.usersPerOrganization, formatOneDecimal(stats.data.averages.usersPerOrganization)],
                [m.leaveRequestsPerUser, formatOneDecimal(stats.data.averages.leaveRequestsPerUser)],
                [m.activeSubscriptionShare, formatPercent(stats.data.averages.activeSubscriptionShare)],
              ].map(([label, value]) => (
                <div key={label} className="px-5 py-4">
                  <dt className="text-sm text-muted">{label}</dt>
                  <dd className="mt-1 text-2xl font-semibold text-ink">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </>
      )}

      <BillingMetrics />

      {timeline.isPending ? (
        <Spinner />
      ) : timeline.isError ? (
        <Alert tone="error" title={m.loadFailed}>
          {timeline.error.message}
        </Alert>
      ) : (
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
          {charts.map((chart) => (
            <TimelineChart key={chart.testId} {...chart} months={timeline.data.months} />
          ))}
        </div>
      )}
    </div>
  );
}
