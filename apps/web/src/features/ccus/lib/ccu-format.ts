import type { NamedRef } from '@rigline/contract/api';
import type { CcuLocation } from '@rigline/contract/ccus';
import { formatVoyageId } from '@rigline/contract/ids';
import { formatDate } from '@/lib/format';

/** "VOY-3 Saturday run": a voyage as every screen names it. */
export function voyageText(voyage: NamedRef): string {
  return `${formatVoyageId(voyage.id)} ${voyage.name}`;
}

/**
 * Where a unit is, in one sentence (issue 25): "At base", "At base, packed for VOY-3 Saturday run", "On VOY-3
 * Saturday run since 12 Nov 2026, 08:00 UTC", "At Ocean Endeavour since …", "Returned from Ocean Endeavour
 * on …". Times in the person's zone, named.
 */
export function ccuLocationText(location: CcuLocation, timeZone?: string): string {
  const at = (iso: string | null) => (iso ? formatDate(iso, timeZone) : null);
  const since = at(location.since);
  switch (location.kind) {
    case 'at_base':
      return location.voyage ? `At base, packed for ${voyageText(location.voyage)}` : 'At base';
    case 'on_voyage': {
      const on = location.voyage ? `On ${voyageText(location.voyage)}` : 'On a voyage';
      return since ? `${on} since ${since}` : on;
    }
    case 'at_rig': {
      const rig = location.rig ? `At ${location.rig.name}` : 'At a rig';
      return since ? `${rig} since ${since}` : rig;
    }
    case 'returned': {
      const from = location.rig ? `Returned from ${location.rig.name}` : 'Returned';
      return since ? `${from} on ${since}` : from;
    }
  }
}

const money = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A day rate or a hire, as a plain figure to the cent ("1,234.50"): the unit's day rate has no currency of its
 * own (docs/decisions/076, "Screens"), so none is shown; the labels say "per day" and "hire to date".
 */
export function formatMoney(amount: number): string {
  return money.format(amount);
}

/** "38.00 per day", or a dash for a unit not hired by the day. */
export function dayRateText(dayRate: number | null): string {
  return dayRate === null ? '—' : `${formatMoney(dayRate)} per day`;
}

/** A hire to date, or a dash when the unit is not hired by the day. */
export function hireText(hire: number | null): string {
  return hire === null ? '—' : formatMoney(hire);
}

/** "1 day", "11 days"; a dash while at base. */
export function daysText(days: number | null): string {
  if (days === null) return '—';
  return days === 1 ? '1 day' : `${days} days`;
}
