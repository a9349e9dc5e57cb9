import type { HistoryEvent } from '@rigline/contract/history';
import { getPhase, isPhase } from '@rigline/contract/phases';
import { formatRoleLabel, roleFromSlug } from '@rigline/contract/roles';
import { formatDate } from '@/lib/format';
import { statusInWords } from '@/lib/status-badges';

/**
 * What a row is about, as the server names it: REQ-007, ORD-042, VOY-3, "Journey 2 · Ocean Endeavour" (never a
 * journey's row id, issue 12), Shipment #12.
 */
export function historySubject(event: HistoryEvent): string {
  return event.subject;
}

/**
 * "Assigned to the supplier for loading (supplier loads) → Loaded (loaded, waiting to sail)": each side's status
 * in words, with its phase's meaning where it has one (issue 22.10: the history is not a screen the documents
 * show phases on, so no "Phase 3" and no "ASSIGNED TO SUPPLIER"); a status alone where there is no phase.
 */
export function historyTransition(event: HistoryEvent): string {
  const side = (phase: number | null, status: string | null) => {
    const meaning = phase !== null && isPhase(phase) ? getPhase(phase).meaning.toLowerCase() : null;
    const words = status ? statusInWords(status) : null;
    if (words && meaning) return `${words} (${meaning})`;
    return words ?? (meaning ? meaning.charAt(0).toUpperCase() + meaning.slice(1) : '');
  };
  const from = side(event.from_phase, event.from_status);
  const to = side(event.to_phase, event.to_status);
  return from ? `${from} → ${to}` : to;
}

/** The reason a person gave, or how many orders moved with it (a backload's rows count its lines). */
export function historyDetail(event: HistoryEvent): string {
  if (event.reason) return event.reason;
  if (event.count === null) return '';
  const noun = event.entity_type === 'backload' ? 'line' : 'order';
  return `${event.count} ${noun}${event.count === 1 ? '' : 's'}`;
}

/** Who did it, as the panel says it: "by Rita Alvarez (Rig Logistics)", "via API key ERP sync (Supplier)". */
export function historyActor(event: HistoryEvent): { name: string; role: string; by: 'by' | 'via' } {
  if (!event.actor) return { name: 'System', role: '', by: 'by' };
  const role =
    event.actor.role_slug === 'admin' ? 'admin' : formatRoleLabel(roleFromSlug(event.actor.role_slug));
  return { name: event.actor.name, role, by: event.actor.api_key ? 'via' : 'by' };
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
