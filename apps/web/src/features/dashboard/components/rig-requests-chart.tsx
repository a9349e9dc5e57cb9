import type { RigLogisticsDashboard } from '@rigline/contract/dashboard';

/** §4's colours: pending yellow, approved green; the total in neutral grey. */
const SERIES = [
  { key: 'total_requests', name: 'Total requests', color: '#a3a3a3' },
  { key: 'pending_approval', name: 'Pending approval', color: '#eab308' },
  { key: 'approved', name: 'Approved', color: '#16a34a' },
] as const;

const HEIGHT = 240;
const TOP = 8;
const AXIS_LEFT = 36;
const AXIS_BOTTOM = 40;
const BAND = 96;
const NAME_CHARS = 14;

/** Whole, round steps (1, 2, 5 × 10ⁿ) that put about four lines on the axis: requests are counted. */
function axisTicks(max: number): number[] {
  const rough = Math.max(1, max / 4);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= rough) ?? rough;
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
}

const shorten = (name: string) => (name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS - 1)}…` : name);

/**
 * Requests per rig as grouped bars, the same figures as the table beside it. Drawn as plain SVG rather than with
 * the chart library: the library weighed 90 kB on the rig's first screen over a satellite link (issue 24,
 * docs/decisions/070). Each bar names its rig, series and figure on hover and to a screen reader.
 */
export default function RigRequestsChart({ perRig }: { perRig: RigLogisticsDashboard['per_rig'] }) {
  const ticks = axisTicks(Math.max(0, ...perRig.map((rig) => rig.total_requests)));
  const top = ticks[ticks.length - 1] ?? 1;
  const width = AXIS_LEFT + Math.max(1, perRig.length) * BAND;
  const plotHeight = HEIGHT - TOP - AXIS_BOTTOM;
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  const barWidth = (BAND - 24) / SERIES.length;
  return (
    <figure className="grid w-full gap-2" aria-label="Requests per rig, as a bar chart">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="h-auto max-h-72 w-full"
        role="img"
        aria-label="Requests per rig"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={AXIS_LEFT}
              x2={width}
              y1={y(tick)}
              y2={y(tick)}
              stroke="#e5e5e5"
              strokeDasharray="3 3"
            />
            <text x={AXIS_LEFT - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={12} fill="#737373">
              {tick}
            </text>
          </g>
        ))}
        {perRig.map((rig, index) => {
          const left = AXIS_LEFT + index * BAND + 12;
          return (
            <g key={rig.rig_id}>
              {SERIES.map((series, position) => {
                const value = rig[series.key];
                return (
                  <rect
                    key={series.key}
                    x={left + position * barWidth}
                    y={y(value)}
                    width={barWidth - 2}
                    height={Math.max(0, TOP + plotHeight - y(value))}
                    rx={3}
                    fill={series.color}
                  >
                    <title>{`${rig.rig_name}: ${series.name} ${value}`}</title>
                  </rect>
                );
              })}
              <text
                x={left + (BAND - 24) / 2}
                y={HEIGHT - AXIS_BOTTOM + 18}
                textAnchor="middle"
                fontSize={12}
                fill="#737373"
              >
                <title>{rig.rig_name}</title>
                {shorten(rig.rig_name)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs">
        {SERIES.map((series) => (
          <span key={series.key} className="inline-flex items-center gap-1.5">
            <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: series.color }} />
            {series.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
