import type { MeasureWeek } from '@rigline/contract/measures';
import {
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
import { formatWeekTick } from '@/features/dashboard/lib/measures-format';

interface Series {
  key: keyof MeasureWeek;
  name: string;
  color: string;
}

function WeeklyChart({
  title,
  weeks,
  series,
  kind,
  isPercent,
}: {
  title: string;
  weeks: readonly MeasureWeek[];
  series: readonly Series[];
  kind: 'bar' | 'line';
  isPercent: boolean;
}) {
  const data = weeks.map((week) => ({ ...week, tick: formatWeekTick(week.week_start) }));
  const axis = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e5e5" />
      <XAxis dataKey="tick" tickLine={false} axisLine={false} fontSize={12} minTickGap={8} />
      <YAxis
        allowDecimals={false}
        tickLine={false}
        axisLine={false}
        fontSize={12}
        width={36}
        {...(isPercent ? { domain: [0, 100] } : {})}
      />
      <Tooltip formatter={(value) => (isPercent ? `${value} %` : String(value))} />
      <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 12 }} />
    </>
  );
  return (
    <figure className="grid min-w-0 gap-2 rounded-lg border p-3">
      <figcaption className="font-medium text-sm">{title}</figcaption>
      <div className="h-56 w-full min-w-0">
        <ResponsiveContainer width="100%" height="100%">
          {kind === 'bar' ? (
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
              {axis}
              {series.map((s) => (
                <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} radius={[3, 3, 0, 0]} />
              ))}
            </BarChart>
          ) : (
            <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
              {axis}
              {series.map((s) => (
                <Line
                  key={s.key}
                  dataKey={s.key}
                  name={s.name}
                  stroke={s.color}
                  strokeWidth={2}
                  connectNulls
                />
              ))}
            </LineChart>
          )}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** The weekly charts of the measures page. Loaded on its own: the chart library is large. */
export default function MeasuresCharts({ weeks }: { weeks: readonly MeasureWeek[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <WeeklyChart
        title="On-time arrivals and deliveries (%)"
        weeks={weeks}
        kind="line"
        isPercent
        series={[
          { key: 'on_time_pct', name: 'Legs on time', color: '#16a34a' },
          { key: 'delivered_on_time_pct', name: 'Delivered by required-by', color: '#2563eb' },
        ]}
      />
      <WeeklyChart
        title="Late bookings"
        weeks={weeks}
        kind="bar"
        isPercent={false}
        series={[{ key: 'late_bookings', name: 'Late bookings', color: '#eab308' }]}
      />
      <WeeklyChart
        title="Deck use per leg (%)"
        weeks={weeks}
        kind="line"
        isPercent
        series={[
          { key: 'deck_use_avg_pct', name: 'Average', color: '#0d9488' },
          { key: 'deck_use_max_pct', name: 'Highest', color: '#a3a3a3' },
        ]}
      />
      <WeeklyChart
        title="Legs arrived"
        weeks={weeks}
        kind="bar"
        isPercent={false}
        series={[
          { key: 'legs_arrived', name: 'Arrived', color: '#a3a3a3' },
          { key: 'legs_on_time', name: 'On time', color: '#16a34a' },
        ]}
      />
    </div>
  );
}
