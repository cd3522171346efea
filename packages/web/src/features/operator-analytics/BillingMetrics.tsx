import { Percent, TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import { t } from '../../platform/messages';
import { Card, CardHeader, StatCard } from '../../ui/Card';
import { QueryBody } from '../../ui/QueryBody';
import { Table, Td, Th } from '../../ui/Table';
import { useBillingMetrics, type MonthFigures } from './api';
import { formatPercent, monthLabel } from './format';
import { chartColors, TimelineChart, type TimelineChartProps } from './TimelineChart';
import { formatLira } from '../../platform/format-numbers';

const m = t.billingMetrics;

/** The 12-month series drawn with the analytics page's chart (recharts: this file is imported only by the operator's page). */
const charts: Array<Omit<TimelineChartProps<MonthFigures>, 'months'>> = [
  {
    testId: 'chart-mrr',
    kind: 'area',
    unit: 'lira',
    title: m.mrr,
    description: m.mrrChartDescription,
    series: [{ key: 'mrrTL', label: m.colMrr, color: chartColors.brand }],
  },
  {
    testId: 'chart-subscription-flow',
    kind: 'bar',
    title: m.flowChartTitle,
    description: m.flowChartDescription,
    series: [
      { key: 'newPaying', label: m.colNew, color: chartColors.brand },
      { key: 'renewals', label: m.colRenewals, color: chartColors.sky },
      { key: 'churned', label: m.colChurned, color: chartColors.rose },
    ],
  },
];

/**
 * The operator's billing figures (issue 13): MRR, trial-to-paid conversion and 30-day churn as stat
 * cards, the last 12 months as charts (MRR; new, renewed and lost subscriptions) and, with every
 * figure to the kuruş for reading and screen readers, as a table. Self-contained (its own query)
 * for the analytics page.
 */
export function BillingMetrics() {
  const query = useBillingMetrics();
  return (
    <section aria-label={m.title} className="space-y-4">
      <h2 className="text-lg font-semibold">{m.title}</h2>
      <QueryBody query={query} failed={m.loadError} empty={null} isEmpty={() => false}>
        {(data) => (
          <div className="space-y-4">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
              <StatCard
                label={m.mrr}
                value={<span data-testid="mrr">{formatLira(data.mrrTL)}</span>}
                icon={<Wallet className="size-5" />}
              />
              <StatCard
                label={m.paying}
                value={data.payingOrganizations}
                icon={<TrendingUp className="size-5" />}
                tone="sky"
              />
              <StatCard
                label={m.conversion}
                value={
                  <span title={m.conversionDetail(data.paidOrganizations, data.trialOrganizations)}>
                    {formatPercent(data.conversionPercent)}
                  </span>
                }
                icon={<Percent className="size-5" />}
                tone="amber"
              />
              <StatCard
                label={m.churn}
                value={formatPercent(data.churnPercent)}
                icon={<TrendingDown className="size-5" />}
                tone="rose"
              />
            </div>
            <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
              {charts.map((chart) => (
                <TimelineChart key={chart.testId} {...chart} months={data.series} />
              ))}
            </div>
            <Card>
              <CardHeader title={m.seriesTitle} />
              <Table aria-label={m.seriesTitle}>
                <thead>
                  <tr>
                    {/* The month stays in view while the figures scroll beside it on a phone (issue 21 item 5). */}
                    <Th className="sticky left-0 z-10">{m.colMonth}</Th>
                    <Th className="text-right">{m.colMrr}</Th>
                    <Th className="text-right">{m.colRevenue}</Th>
                    <Th className="text-right">{m.colNew}</Th>
                    <Th className="text-right">{m.colRenewals}</Th>
                    <Th className="text-right">{m.colFailed}</Th>
                    <Th className="text-right">{m.colChurned}</Th>
                  </tr>
                </thead>
                <tbody>
                  {data.series.map((row) => (
                    <tr key={row.month}>
                      <Td className="sticky left-0 z-10 bg-white whitespace-nowrap">{monthLabel(row.month, true)}</Td>
                      <Td className="text-right whitespace-nowrap">{formatLira(row.mrrTL)}</Td>
                      <Td className="text-right whitespace-nowrap">{formatLira(row.revenueTL)}</Td>
                      <Td className="text-right">{row.newPaying}</Td>
                      <Td className="text-right">{row.renewals}</Td>
                      <Td className="text-right">{row.failedPayments}</Td>
                      <Td className="text-right">{row.churned}</Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Card>
          </div>
        )}
      </QueryBody>
    </section>
  );
}
