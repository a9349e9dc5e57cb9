import type { Db } from '../../db/connection.ts';
import type { Publication, SessionsEnded } from './publication.ts';

/** What each database's app does with the publications of a committed transaction (set in app.ts). */
const committedListeners = new WeakMap<Db, (publications: readonly Publication[]) => void>();
/** The publications waiting for their transaction to commit. */
const pending = new WeakMap<Db, Publication[]>();

/** What each database's app does when sessions end (set in app.ts): the change bus closes their streams. */
const endedListeners = new WeakMap<Db, (ended: SessionsEnded) => void>();
/** The ended sessions waiting for their transaction to commit. */
const pendingEnds = new WeakMap<Db, SessionsEnded[]>();

export function onCommitted(
  db: Db,
  listener: (publications: readonly Publication[]) => void,
  onEnded?: (ended: SessionsEnded) => void,
): void {
  committedListeners.set(db, listener);
  if (onEnded) endedListeners.set(db, onEnded);
}

/**
 * Runs `work` in one transaction and, only once it has committed, hands what it published to the live
 * updates. A transaction that rolls back publishes nothing (issue 10). Every service transaction that
 * records a transition runs here.
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  const queue: Publication[] = [];
  const ends: SessionsEnded[] = [];
  const result = await db.transaction().execute(async (trx) => {
    pending.set(trx, queue);
    pendingEnds.set(trx, ends);
    return work(trx);
  });
  if (queue.length > 0) committedListeners.get(db)?.(queue);
  for (const ended of ends) endedListeners.get(db)?.(ended);
  return result;
}

/**
 * Queues publications on the transaction `trx`; they go out after it commits. Outside inTransaction this is
 * a programming error, and says so at once rather than losing the updates quietly.
 */
export function publishAfterCommit(trx: Db, publications: readonly Publication[]): void {
  const queue = pending.get(trx);
  if (!queue) throw new Error('publishAfterCommit needs a transaction opened with inTransaction');
  queue.push(...publications);
}

/** Outside any transaction (a notice marked read): publishes at once. */
export function publishNow(db: Db, publications: readonly Publication[]): void {
  if (publications.length > 0) committedListeners.get(db)?.(publications);
}

/**
 * Sessions ended: every server process closes their open streams (issue 21 #3), after the transaction `db`
 * belongs to commits, or at once outside one. Called beside each deletion of sessions.
 */
export function closeStreamsOfEndedSessions(db: Db, ended: SessionsEnded): void {
  const queue = pendingEnds.get(db);
  if (queue) queue.push(ended);
  else endedListeners.get(db)?.(ended);
}
