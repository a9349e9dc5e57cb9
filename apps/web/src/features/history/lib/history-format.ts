import type { HistoryEvent } from '@rigline/contract/history';
import { formatRoleLabel, roleFromSlug } from '@rigline/contract/roles';
import { formatDate } from '@/lib/format';

/**
 * What a row is about, as the server names it: REQ-007, ORD-042, VOY-3, "Journey 2 · Ocean Endeavour" (never a
 * journey's row id, issue 12), Shipment #12.
 */
export function historySubject(event: HistoryEvent): string {
  return event.subject;
}

/** "Phase 3 ASSIGNED TO SUPPLIER → Phase 4 LOADED"; a status alone where there is no phase. */
export function historyTransition(event: HistoryEvent): string {
  const side = (phase: number | null, status: string | null) =>
    [phase === null ? null : `Phase ${phase}`, status?.replaceAll('_', ' ')].filter(Boolean).join(' ');
  const from = side(event.from_phase, event.from_status);
  const to = side(event.to_phase, event.to_status);
  return from ? `${from} → ${to}` : to;
}

/** The reason a person gave, or how many orders moved with it. */
export function historyDetail(event: HistoryEvent): string {
  if (event.reason) return event.reason;
  if (event.count !== null) return event.count === 1 ? '1 order' : `${event.count} orders`;
  return '';
}

export function historyActor(event: HistoryEvent): { name: string; role: string } {
  if (!event.actor) return { name: 'System', role: '' };
  const role =
    event.actor.role_slug === 'admin' ? 'admin' : formatRoleLabel(roleFromSlug(event.actor.role_slug));
  return { name: event.actor.name, role };
}

/** The app's one date and time format, in the person's time zone. */
export function historyWhen(event: HistoryEvent): string {
  return formatDate(event.at);
}

export const HISTORY_CSV_COLUMNS = [
  'When',
  'Who',
  'Role',
  'Subject',
  'Action',
  'From → To',
  'Details',
] as const;

/** The rows of the CSV export: one per event, the columns as the panel shows them, the time in ISO 8601. */
export function historyCsvRows(events: readonly HistoryEvent[]): string[][] {
  return events.map((event) => {
    const actor = historyActor(event);
    return [
      event.at,
      actor.name,
      actor.role,
      historySubject(event),
      event.action,
      historyTransition(event),
      historyDetail(event),
    ];
  });
}
