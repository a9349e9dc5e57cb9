import type { CurrentUser } from '../../current-user.ts';
import { AppError } from '../../errors.ts';

/**
 * The 409 a person gets when what they saw has changed under them (issue 8.7/8.8, docs/decisions/012): who
 * changed it and when, so they know whom to ask, and that a reload shows it as it is now.
 */

/** The last change to a thing: from the events table (orders, requests) or the row itself (voyages, journeys). */
export interface LastChange {
  actorUserId: number | null;
  actorName: string | null;
  at: string | null;
}

/**
 * Who makes a change and when: written on voyages and journeys with every change to their version, since not
 * every such change records an event of its own (a drop takes the voyage's row; a reorder moves journeys).
 */
export interface ChangeActor {
  userId: number;
  at: string;
}

export type ChangedSubject =
  | 'order'
  | 'request'
  | 'voyage'
  | 'journey'
  | 'shipment'
  | 'backload'
  | 'discrepancy'
  | 'unit';

/** "2025-06-01 14:32 UTC": the server does not know the reader's time zone, so it says which one it uses. */
function formatAt(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

export function changedByMessage(options: {
  subject: ChangedSubject;
  change: LastChange | undefined;
  viewer: Pick<CurrentUser, 'id'>;
  /** What the change means for the call, e.g. "it has already started". */
  detail?: string;
}): string {
  const { subject, change, viewer, detail } = options;
  const who =
    change?.actorUserId != null && change.actorUserId === viewer.id
      ? 'you'
      : (change?.actorName ?? 'someone else');
  const when = change?.at ? ` at ${formatAt(change.at)}` : '';
  const what = detail ? `: ${detail}` : '';
  return `This ${subject} was changed by ${who}${when}${what}. Reload to see it as it is now.`;
}

export function changedByError(options: Parameters<typeof changedByMessage>[0]): AppError {
  return new AppError('CONFLICT', changedByMessage(options));
}
