import type { HistoryEvent } from '@rigline/contract/history';
import {
  historyActor,
  historyDetail,
  historySubject,
  historyTransition,
  historyWhen,
} from '../lib/history-format';

/** History rows, newest first: when, what happened to what, who did it (name and role), from → to, details. */
export function HistoryEntries({ events }: { events: readonly HistoryEvent[] }) {
  return (
    <ol className="grid gap-0 divide-y" aria-label="History">
      {[...events].reverse().map((event) => {
        const actor = historyActor(event);
        const detail = historyDetail(event);
        return (
          <li key={event.id} className="grid gap-1 py-2.5 text-sm sm:grid-cols-[10.5rem_1fr] sm:gap-3">
            <time dateTime={event.at} className="text-muted-foreground text-xs sm:pt-0.5">
              {historyWhen(event)}
            </time>
            <div className="grid min-w-0 gap-0.5">
              <p className="leading-snug">
                <span className="font-medium">{event.action}</span>{' '}
                <span className="text-muted-foreground">· {historySubject(event)}</span>
              </p>
              <p className="text-muted-foreground text-xs leading-snug">
                {actor.by} <span className="text-foreground">{actor.name}</span>
                {actor.role ? ` (${actor.role})` : ''} · {historyTransition(event)}
                {detail ? ` · ${detail}` : ''}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
