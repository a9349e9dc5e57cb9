import { Download, History } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { DisabledReason } from '@/components/layout/field-extras';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { downloadText } from '@/lib/csv-file';
import { type HistorySubject, useHistory } from '../api/get-history';
import { historyCsv } from '../lib/history-csv';
import { HistoryEntries } from './history-entries';

/** The latest rows shown before "Show all". */
const SHOWN = 10;

interface HistoryPanelProps {
  kind: Extract<HistorySubject, 'request' | 'voyage'>;
  id: number;
  /** The CSV file's name without extension, e.g. REQ-007-history. */
  fileName: string;
}

/**
 * The History panel of a request's or a voyage's detail screen (issue 10): who did what and when, newest
 * first, refreshed by the event stream, with a CSV export of every row.
 */
export function HistoryPanel({ kind, id, fileName }: HistoryPanelProps) {
  const history = useHistory(kind, id);
  const [isShowingAll, setIsShowingAll] = useState(false);
  const events = history.data ?? [];
  const shown = isShowingAll ? events : events.slice(-SHOWN);

  async function exportCsv() {
    try {
      downloadText(`${fileName}.csv`, await historyCsv(events));
    } catch {
      toast.error('Export Failed', { description: 'Could not export the history. Please try again.' });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-4" aria-hidden="true" />
          History
        </CardTitle>
        <CardAction>
          <Button
            variant="outline"
            size="sm"
            disabled={events.length === 0}
            aria-describedby={events.length === 0 ? 'history-export-why' : undefined}
            onClick={() => void exportCsv()}
          >
            <Download aria-hidden="true" />
            Export CSV
          </Button>
          <DisabledReason
            id="history-export-why"
            reason={events.length === 0 && !history.isPending ? 'No history to export yet.' : null}
            className="text-xs"
          />
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-2">
        {history.isPending ? (
          <RowsSkeleton rows={3} />
        ) : history.isError ? (
          <LoadFailure
            message="Could not load the history."
            onRetry={() => void history.refetch()}
            isRetrying={history.isFetching}
          />
        ) : events.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nothing has happened yet.</p>
        ) : (
          <>
            <HistoryEntries events={shown} />
            {events.length > SHOWN ? (
              <Button
                variant="ghost"
                size="sm"
                className="justify-self-start"
                onClick={() => setIsShowingAll((all) => !all)}
              >
                {isShowingAll ? 'Show latest only' : `Show all ${events.length}`}
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
