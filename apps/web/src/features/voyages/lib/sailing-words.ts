import type { Sailing, SailingLeg } from '@rigline/contract/sailings';
import { formatDate } from '@/lib/format';

/** Deck use on a leg as the load plan counts it: "Deck 40% · weight 20%"; unknown while the deck or load is. */
export function formatDeckUse(leg: Pick<SailingLeg, 'area_pct' | 'weight_pct'>): string {
  if (leg.area_pct === null && leg.weight_pct === null) return 'Deck use unknown';
  const part = (value: number | null) => (value === null ? '?' : `${Math.round(value)}%`);
  return `Deck ${part(leg.area_pct)} · weight ${part(leg.weight_pct)}`;
}

/** Said beside the cut-off: "Booking open" before it, "Booking closed" after it. */
export function formatBooking(cutoffAt: string | null, now: number = Date.now()): string {
  if (cutoffAt === null) return 'Not scheduled';
  return Date.parse(cutoffAt) <= now ? 'Booking closed' : 'Booking open';
}

/** A bar's hover text: the voyage, its times and each leg's rig, ETA and deck use. */
export function describeSailing(sailing: Sailing): string {
  const lines = [
    `${sailing.name}: departs ${formatDate(sailing.planned_departure_at)}, returns ${formatDate(sailing.planned_return_at)}`,
    `Cut-off ${formatDate(sailing.cutoff_at)}`,
    ...sailing.legs.map(
      (leg) =>
        `${leg.sequence}. ${leg.rig.name}: ETA ${formatDate(leg.planned_arrival_at)} · ${formatDeckUse(leg)}`,
    ),
  ];
  return lines.join('\n');
}
