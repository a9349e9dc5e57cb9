import { BACKLOAD_STATUS_LABELS, type Backload, listBackloadsCall } from '@rigline/contract/cargo';
import { Container } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { EmptyState } from '@/components/layout/empty-state';
import { ExportMenu } from '@/components/layout/export-menu';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { serverMessageOf } from '@/lib/fetch-errors';
import { formatDate } from '@/lib/format';
import { SAVED_OFFLINE } from '@/lib/offline/queueable-actions';
import { useCancelBackload } from '../api/cancel-backload';
import { useBackloads } from '../api/list-backloads';
import { useBackloadVoyage, useVoyageJourneyChoices } from '../api/list-choices';
import { useMarkBackloadLoaded } from '../api/mark-backload-loaded';
import { isStepFrom } from '../lib/backload-steps';
import { bookableJourneys } from '../lib/backload-window';
import { BookBackloadButton, BookedBackloadActions } from './backload-actions';
import { BackloadFormDialog } from './backload-form-dialog';
import { BackloadLines } from './backload-lines';

/** Rig logistics' Backload screen of a voyage (issue 9): book, edit, cancel, mark loaded. */
export function BackloadScreen({ voyageId }: { voyageId: number }) {
  const backloads = useBackloads({ voyage_id: voyageId, page: 1, limit: 100 });
  const journeys = useVoyageJourneyChoices(voyageId);
  const voyage = useBackloadVoyage(voyageId);
  const cancel = useCancelBackload();
  const markLoaded = useMarkBackloadLoaded();
  const [form, setForm] = useState<{ editing: Backload | null } | null>(null);
  const journeyList = journeys.data ?? [];
  const voyageState = voyage.data ?? null;

  const failed = (title: string) => (error: Error) =>
    toast.error(title, { description: serverMessageOf(error) ?? error.message });

  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-sm">
          Book backload until the vessel leaves the rig; mark it loaded once it is on deck.
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <ExportMenu call={listBackloadsCall} query={{ voyage_id: voyageId }} />
          <BookBackloadButton
            voyage={voyageState}
            journeys={journeys.data}
            onBook={() => setForm({ editing: null })}
          />
        </div>
      </div>
      {backloads.isPending ? <RowsSkeleton /> : null}
      {backloads.isError ? <LoadFailure message="Could not load the backload." /> : null}
      {backloads.data && backloads.data.data.length === 0 ? (
        <EmptyState icon={Container} title="No backload booked on this voyage" />
      ) : null}
      {backloads.data?.data.map((backload) => (
        <Card key={backload.id} className="gap-3" aria-label={`Backload #${backload.id}`}>
          <CardHeader className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle className="text-base">
              Backload #{backload.id} from {backload.rig.name}
            </CardTitle>
            <Badge variant="outline">{BACKLOAD_STATUS_LABELS[backload.status]}</Badge>
          </CardHeader>
          <CardContent className="grid gap-3">
            <BackloadLines backload={backload} />
            <p className="text-muted-foreground text-xs">
              Booked {formatDate(backload.created_at)}
              {backload.loaded_at ? ` · loaded ${formatDate(backload.loaded_at)}` : ''}
              {backload.received_at ? ` · received ${formatDate(backload.received_at)}` : ''}
            </p>
            {isStepFrom('backload.load', backload) && voyageState ? (
              <BookedBackloadActions
                backload={backload}
                voyage={voyageState}
                journeys={journeyList}
                isMarkingLoaded={markLoaded.isPending}
                isCancelling={cancel.isPending}
                onMarkLoaded={() =>
                  markLoaded.mutate(
                    { id: backload.id, version: backload.version },
                    {
                      onSuccess: (loaded) =>
                        loaded === null
                          ? toast.success('Saved offline', { description: SAVED_OFFLINE })
                          : toast.success('Backload marked as loaded'),
                      onError: failed('Mark Loaded Failed'),
                    },
                  )
                }
                onEdit={() => setForm({ editing: backload })}
                onCancel={() =>
                  cancel.mutate(
                    { id: backload.id, version: backload.version },
                    {
                      onSuccess: () => toast.success('Backload cancelled'),
                      onError: failed('Cancel Failed'),
                    },
                  )
                }
              />
            ) : null}
          </CardContent>
        </Card>
      ))}
      <BackloadFormDialog
        isOpen={form !== null}
        voyageId={voyageId}
        editing={form?.editing ?? null}
        journeys={voyageState ? bookableJourneys(voyageState, journeyList) : []}
        onClose={() => setForm(null)}
      />
    </div>
  );
}
