import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card, CardHeader } from '../../ui/Card';
import { monthLabel } from './format';
import { formatCount, formatLira, formatWholeLira } from '../../platform/format-numbers';

/** A row of a per-month series: `month` is `YYYY-MM`, the other fields are the values. */
export type MonthRow = { month: string };
export interface Series<Row extends MonthRow> {
  key: Exclude<keyof Row & string, 'month'>;
  label: string;
  color: string;
}

/** How a chart's values read: counts (12.345) or lira (the axis in whole lira, the tooltip to the kuruş). */
const units = {
  count: { tick: formatCount, tooltip: formatCount, axisWidth: 48 },
  lira: { tick: formatWholeLira, tooltip: formatLira, axisWidth: 64 },
};

export interface TimelineChartProps<Row extends MonthRow> {
  title: string;
  description: string;
  months: Row[];
  series: Array<Series<Row>>;
  kind: 'bar' | 'line' | 'area';
  unit?: keyof typeof units;
  testId: string;
}

/** The charts' palette (Tailwind's teal, sky, amber, slate and rose). */
export const chartColors = { brand: '#0d9488', sky: '#0284c7', amber: '#d97706', slate: '#94a3b8', rose: '#e11d48' };

const axisTick = { fontSize: 11, fill: '#64748b' };
const charts = { bar: BarChart, line: LineChart, area: AreaChart };

/** One chart of a per-month series (recharts, sized by its card: readable from 390 px up). */
export function TimelineChart<Row extends MonthRow>({
  title,
  description,
  months,
  series,
  kind,
  unit = 'count',
  testId,
}: TimelineChartProps<Row>) {
  const Chart = charts[kind];
  const format = units[unit];
  return (
    <Card className="min-w-0" data-testid={testId}>
      <CardHeader title={title} description={description} />
      <div className="h-64 px-2 py-4 sm:px-4">
        <ResponsiveContainer width="100%" height="100%">
          <Chart data={months} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
            <XAxis
              dataKey="month"
              tickFormatter={(month: string) => monthLabel(month)}
              tick={axisTick}
              minTickGap={12}
              tickLine={false}
            />
            <YAxis
              allowDecimals={false}
              tickFormatter={format.tick}
              tick={axisTick}
              tickLine={false}
              axisLine={false}
              width={format.axisWidth}
            />
            <Tooltip
              labelFormatter={(month) => monthLabel(String(month), true)}
              formatter={(value, name) => [format.tooltip(Number(value)), name]}
              itemSorter={(item) => series.findIndex((s) => s.key === item.dataKey)}
              cursor={{ fill: '#f1f5f9' }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
            {series.map((s) => {
              // recharts types a key against its own row type, which it cannot resolve for a generic Row.
              const dataKey: string = s.key;
              return kind === 'bar' ? (
                <Bar
                  key={dataKey}
                  dataKey={dataKey}
                  name={s.label}
                  fill={s.color}
                  radius={[3, 3, 0, 0]}
                  maxBarSize={28}
                  isAnimationActive={false}
                />
              ) : kind === 'area' ? (
                <Area
                  key={dataKey}
                  dataKey={dataKey}
                  name={s.label}
                  stroke={s.color}
                  fill={s.color}
                  fillOpacity={0.15}
                  strokeWidth={2}
                  dot={{ r: 2 }}
                  type="monotone"
                  isAnimationActive={false}
                />
              ) : (
                <Line
                  key={dataKey}
                  dataKey={dataKey}
                  name={s.label}
                  stroke={s.color}
                  strokeWidth={2}
                  dot={{ r: 2 }}
                  type="monotone"
                  isAnimationActive={false}
                />
              );
            })}
          </Chart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}
