import { IDEMPOTENCY_KEY_IN_PROGRESS_MESSAGE } from '@rigline/contract/api';
import { ApiError, isNetworkError } from '@/lib/api-client';

/**
 * The offline action queue (issue 24, docs/decisions/071): an action taken while the link is down is kept,
 * in order, with the state the person saw (the version or phase its body already carries) and an
 * Idempotency-Key of its own, and sent when the link returns. The key stays with the action through every
 * retry and a reload, so a send whose answer was lost is answered by the server without acting twice.
 *
 * This module knows nothing of IndexedDB or of which calls exist: storage and send are given to it, so its
 * rules are tested in memory (action-queue.test.ts).
 */

/** The calls an action may make; queued-calls.ts maps each to its contract call. */
export type QueuedCallName =
  | 'order.update-status'
  | 'order.reject'
  | 'order.receipt'
  | 'order.move-next-phase'
  | 'order.update'
  | 'backload.create'
  | 'backload.update'
  | 'backload.mark-loaded';

export interface QueuedAction {
  /** This browser's id of the action (list keys, Discard). */
  id: string;
  /** Sent as Idempotency-Key on every send of this action, first or replayed. */
  key: string;
  call: QueuedCallName;
  body: Record<string, unknown>;
  /** The action in words: "Accept ORD-000012 (Drill pipe)". */
  description: string;
  /** The order the action is about, so its row can show it pending; null when it is about something else. */
  orderId: number | null;
  /** When the person took it, in ms since the epoch. */
  queuedAt: number;
}

export interface FailedAction extends QueuedAction {
  /** The server's reason (its message), as it answered the replay. */
  message: string;
  status: number;
  failedAt: number;
}

export interface QueueState {
  pending: QueuedAction[];
  failed: FailedAction[];
  /** The last time a queued action reached the server, in ms since the epoch; null before any. */
  lastSentAt: number | null;
}

/**
 * Where the queue is kept. Every change is a read-modify-write of what is stored (idb-keyval's update runs in
 * one IndexedDB transaction), so two tabs of one person never write over each other's actions.
 */
export interface QueueStorage {
  load: () => Promise<QueueState | undefined>;
  update: (change: (state: QueueState) => QueueState) => Promise<QueueState>;
}

export type SendAction = (action: QueuedAction) => Promise<unknown>;

export interface ActionQueueOptions {
  storage: QueueStorage;
  send: SendAction;
  /** A fresh id and key (crypto.randomUUID() in the browser). */
  newId?: () => string;
  now?: () => number;
  /** Called after a replay had an answer for one or more actions, so screens fetch what is now true. */
  onAnswered?: () => void;
  /** Called after this queue stored a change (another tab of the same person then reads it again). */
  onStored?: () => void;
  /**
   * Runs a replay alone among the person's tabs (the Web Locks API in the browser), so two tabs do not send
   * the same action at once; the key would make the second harmless, but it would wait and retry.
   */
  exclusive?: (run: () => Promise<void>) => Promise<void>;
}

/** How a replay's failure is taken. */
export type FailureKind = 'retry-later' | 'could-not-apply';

/**
 * A refusal a person has to look at (the state changed meanwhile, 409; the input no longer fits, 400/422; the
 * thing is gone, 404; not theirs any more, 403) goes to "Could not be applied". No answer, a server fault, an
 * ended session (401, signing in again sends it) or the key still in flight elsewhere waits for the next try.
 */
export function classifyFailure(error: unknown): FailureKind {
  if (isNetworkError(error) || !(error instanceof ApiError)) return 'retry-later';
  if (error.code !== 'REFUSED') return 'retry-later';
  const { status } = error;
  if (status === 401 || status === 408 || status === 429 || status >= 500) return 'retry-later';
  if (status === 409 && error.serverMessage === IDEMPOTENCY_KEY_IN_PROGRESS_MESSAGE) return 'retry-later';
  return status >= 400 ? 'could-not-apply' : 'retry-later';
}

const EMPTY: QueueState = { pending: [], failed: [], lastSentAt: null };

/** A redo is sent against the state as it is now: without the version the first try carried. */
export function againstCurrentState(body: Record<string, unknown>): Record<string, unknown> {
  const { version: _seen, ...rest } = body;
  return rest;
}

export class ActionQueue {
  private state: QueueState = EMPTY;
  private readonly listeners = new Set<() => void>();
  private readonly options: ActionQueueOptions & Required<Pick<ActionQueueOptions, 'newId' | 'now'>>;
  private replaying: Promise<void> | null = null;
  /** This queue's changes, one after another, each on what is stored. */
  private changes: Promise<unknown> = Promise.resolve();
  /** The stored queue has been read; nothing is added or sent before that. */
  readonly ready: Promise<void>;
  /** Whether the last send found no link (an answer of any kind clears it). */
  private unreachable = false;

  constructor(options: ActionQueueOptions) {
    this.options = { newId: () => crypto.randomUUID(), now: () => Date.now(), ...options };
    this.ready = this.refresh();
  }

  getState(): QueueState {
    return this.state;
  }

  /** True while the last try found no link, though the browser may think it is online. */
  isUnreachable(): boolean {
    return this.unreachable;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads the stored queue again (another tab changed it). */
  async refresh(): Promise<void> {
    try {
      const stored = await this.options.storage.load();
      this.state = stored ? { ...EMPTY, ...stored } : EMPTY;
    } catch {
      // Storage refused (private mode, quota): the queue lives in memory for this page.
    }
    this.emit();
  }

  /** Keeps the action at the end of the queue (stored before this resolves) and returns it. */
  async enqueue(
    action: Omit<QueuedAction, 'id' | 'key' | 'queuedAt'> & Partial<Pick<QueuedAction, 'key'>>,
  ): Promise<QueuedAction> {
    await this.ready;
    const queued: QueuedAction = {
      ...action,
      id: this.options.newId(),
      key: action.key ?? this.options.newId(),
      queuedAt: this.options.now(),
    };
    await this.change((state) => ({ ...state, pending: [...state.pending, queued] }));
    return queued;
  }

  /**
   * Sends the queued actions in order, one at a time. A success or a refusal moves on to the next (a refusal
   * into "Could not be applied"); no link or a server fault stops, keeping that action and those after it
   * for the next try. One replay at a time: a second call waits for the first.
   */
  replay(): Promise<void> {
    if (!this.replaying) {
      const exclusive = this.options.exclusive ?? ((run) => run());
      this.replaying = exclusive(() => this.replayInOrder()).finally(() => {
        this.replaying = null;
      });
    }
    return this.replaying;
  }

  /** Sends the action again against the current state, with a new key, behind what is already queued. */
  async redo(failedId: string): Promise<void> {
    await this.ready;
    await this.change((state) => {
      const failed = state.failed.find((action) => action.id === failedId);
      if (!failed) return state;
      const { message: _m, status: _s, failedAt: _f, ...action } = failed;
      const again: QueuedAction = {
        ...action,
        id: this.options.newId(),
        key: this.options.newId(),
        body: againstCurrentState(action.body),
        queuedAt: this.options.now(),
      };
      return {
        ...state,
        pending: [...state.pending, again],
        failed: state.failed.filter((candidate) => candidate.id !== failedId),
      };
    });
  }

  /** Forgets an action: a pending one is not sent, a failed one leaves the list. */
  async discard(id: string): Promise<void> {
    await this.ready;
    await this.change((state) => ({
      ...state,
      pending: state.pending.filter((action) => action.id !== id),
      failed: state.failed.filter((action) => action.id !== id),
    }));
  }

  private async replayInOrder(): Promise<void> {
    await this.ready;
    // Another tab may have sent some while this one waited for its turn.
    await this.refresh();
    let answered = 0;
    for (;;) {
      const next = this.state.pending[0];
      if (!next) break;
      try {
        await this.options.send(next);
        this.unreachable = false;
        answered += 1;
        await this.settle(next.id, null);
      } catch (error) {
        if (classifyFailure(error) === 'retry-later') {
          const wasUnreachable = this.unreachable;
          this.unreachable = isNetworkError(error);
          if (wasUnreachable !== this.unreachable) this.emit();
          break;
        }
        this.unreachable = false;
        answered += 1;
        const apiError = error as ApiError;
        await this.settle(next.id, {
          ...next,
          message: apiError.message,
          status: apiError.status,
          failedAt: this.options.now(),
        });
      }
    }
    if (answered > 0) this.options.onAnswered?.();
  }

  /** The action has its answer: it leaves the queue, into "Could not be applied" when it was refused. */
  private settle(id: string, failed: FailedAction | null) {
    return this.change((state) => {
      const wasPending = state.pending.some((action) => action.id === id);
      return {
        pending: state.pending.filter((action) => action.id !== id),
        failed: failed && wasPending ? [...state.failed, failed] : state.failed,
        lastSentAt: this.options.now(),
      };
    });
  }

  /** One change, made on what is stored (or in memory when storage refuses), then shown. */
  private change(apply: (state: QueueState) => QueueState): Promise<void> {
    const run = async () => {
      try {
        this.state = await this.options.storage.update((stored) => apply({ ...EMPTY, ...stored }));
        this.options.onStored?.();
      } catch {
        this.state = apply(this.state);
      }
      this.emit();
    };
    const next = this.changes.then(run, run);
    this.changes = next;
    return next;
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}
