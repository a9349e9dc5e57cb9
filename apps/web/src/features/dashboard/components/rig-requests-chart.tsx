import type { RigLogisticsDashboard } from '@rigline/contract/dashboard';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Text,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** §4's colours: pending yellow, approved green; the total in neutral grey. */
const SERIES = [
  { key: 'total_requests', name: 'Total requests', color: '#a3a3a3' },
  { key: 'pending_approval', name: 'Pending approval', color: '#eab308' },
  { key: 'approved', name: 'Approved', color: '#16a34a' },
] as const;

const SERIES_ORDER = new Map<string, number>(SERIES.map((series, index) => [series.name, index]));

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
  /** Space per rig, so that a long name wraps instead of running into the next one. */
  bandWidth: number;
}

function RigNameTick({ x, y, payload, bandWidth }: TickProps) {
  return (
    <Text
      x={Number(x)}
      y={Number(y)}
      width={Math.max(40, bandWidth - 8)}
      textAnchor="middle"
      verticalAnchor="start"
      fontSize={12}
      fill="#737373"
    >
      {String(payload?.value ?? '')}
    </Text>
  );
}

/** Requests per rig as grouped bars. Loaded on its own: the chart library is large. */
export default function RigRequestsChart({ perRig }: { perRig: RigLogisticsDashboard['per_rig'] }) {
  return (
    <figure className="h-72 w-full" aria-label="Requests per rig, as a bar chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={perRig} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e5e5" />
          <XAxis
            dataKey="rig_name"
            tickLine={false}
            axisLine={false}
            interval={0}
            height={44}
            tick={(props: Omit<TickProps, 'bandWidth'> & { width?: number | string }) => (
              <RigNameTick {...props} bandWidth={Number(props.width ?? 0) / Math.max(1, perRig.length)} />
            )}
          />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} />
          <Tooltip cursor={{ fill: 'rgba(0,0,0,0.04)' }} />
          <Legend
            iconType="circle"
            iconSize={8}
            wrapperStyle={{ fontSize: 12 }}
            itemSorter={(item) => SERIES_ORDER.get(String(item.value)) ?? 0}
            formatter={(value) => <span className="text-foreground">{value}</span>}
          />
          {SERIES.map((series) => (
            <Bar
              key={series.key}
              dataKey={series.key}
              name={series.name}
              fill={series.color}
              radius={[3, 3, 0, 0]}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
