import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardHeader } from '../../ui/Card';
import type { TimelineMonth } from './api';
import { formatCount } from '@paydos/domain';
import { monthLabel } from './format';

type SeriesKey = Exclude<keyof TimelineMonth, 'month'>;
export interface Series {
  key: SeriesKey;
  label: string;
  color: string;
}

const axisTick = { fontSize: 11, fill: '#64748b' };

/** One chart of the per-month timeline (recharts, sized by its card: readable from 390 px up). */
export function TimelineChart({ title, description, months, series, kind, testId }: {
  title: string;
  description: string;
  months: TimelineMonth[];
  series: Series[];
  kind: 'bar' | 'line';
  testId: string;
}) {
  const Chart = kind === 'bar' ? BarChart : LineChart;
  return (
    <Card className="min-w-0" data-testid={testId}>
      <CardHeader title={title} description={description} />
      <div className="h-64 px-2 py-4 sm:px-4">
        <ResponsiveContainer width="100%" height="100%">
          <Chart data={months} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
            <XAxis dataKey="month" tickFormatter={(month: string) => monthLabel(month)} tick={axisTick} minTickGap={12} tickLine={false} />
            <YAxis allowDecimals={false} tickFormatter={formatCount} tick={axisTick} tickLine={false} axisLine={false} width={48} />
            <Tooltip
              labelFormatter={(month) => monthLabel(String(month), true)}
              formatter={(value, name) => [formatCount(Number(value)), name]}
              itemSorter={(item) => series.findIndex((s) => s.key === item.dataKey)}
              cursor={{ fill: '#f1f5f9' }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
            {series.map((s) =>
              kind === 'bar' ? (
                <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} radius={[3, 3, 0, 0]} maxBarSize={28} isAnimationActive={false} />
              ) : (
                <Line key={s.key} dataKey={s.key} name={s.label} stroke={s.color} strokeWidth={2} dot={{ r: 2 }} type="monotone" isAnimationActive={false} />
              ),
            )}
          </Chart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}
