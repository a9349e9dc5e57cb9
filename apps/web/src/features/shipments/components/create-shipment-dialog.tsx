import { VOYAGE_PICKER } from '@rigline/contract/constants';
import { LoaderCircle, Ship } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { EmptyState } from '@/components/layout/empty-state';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { serverMessageOf } from '@/lib/fetch-errors';
import { formatDate } from '@/lib/format';
import { formatStatusLabel } from '@/lib/status-badges';
import { cn } from '@/lib/utils';
import { useCreateShipment } from '../api/create-shipment';
import { useValidVoyages } from '../api/list-valid-voyages';
import { useLoadMoreOnScroll } from '../hooks/use-load-more-on-scroll';
import { voyageNameOf } from '../lib/format';
import { isLateBookingRefusal, LateBookingDialog } from './late-booking-dialog';

/**
 * Issue 23: by when goods must be booked on the voyage, or that booking has closed (a booking after it asks for
 * a late reason).
 */
function VoyageCutoff({ cutoffAt }: { cutoffAt: string | null }) {
  if (cutoffAt === null) return '-';
  if (Date.parse(cutoffAt) <= Date.now()) {
    return (
      <span className="grid leading-tight">
        <span className="font-medium text-amber-700 dark:text-amber-400">Booking closed</span>
        <span className="text-muted-foreground text-xs">{formatDate(cutoffAt)}</span>
      </span>
    );
  }
  return formatDate(cutoffAt);
}

/** "Departs 27 Nov 2026, 20:00 UTC · Booking closed", for the narrow screen's name cell. */
function narrowPlanLine(voyage: { planned_departure_at?: string | null; cutoff_at?: string | null }): string {
  if (!voyage.planned_departure_at) return 'Not scheduled';
  const booking =
    voyage.cutoff_at && Date.parse(voyage.cutoff_at) <= Date.now()
      ? 'Booking closed'
      : `cut-off ${formatDate(voyage.cutoff_at)}`;
  return `Departs ${formatDate(voyage.planned_departure_at)} · ${booking}`;
}

interface CreateShipmentDialogProps {
  requestId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Rows shown before the table scrolls: five rows of 58 px and the header. */
const VISIBLE_ROWS = 5;

/**
 * §2.8 'Select a Voyage for New Shipment': the voyages a shipment of this request may go on (Name, Vessel,
 * Status, Start, End; issue 23 adds the planned departure and the cut-off), the next page loaded within 116 px of the bottom; Cancel and Create.
 */
export function CreateShipmentDialog({ requestId, open, onOpenChange }: CreateShipmentDialogProps) {
  const [selectedVoyageId, setSelectedVoyageId] = useState<number | null>(null);
  /** The cut-off refusal of the selected voyage, while the coordinator is asked for a late reason. */
  const [lateRefusal, setLateRefusal] = useState<string | null>(null);
  const voyages = useValidVoyages(requestId, { enabled: open });
  const createShipment = useCreateShipment();
  const rows = voyages.data?.pages.flatMap((page) => page.data) ?? [];
  const scroll = useLoadMoreOnScroll({
    hasNextPage: voyages.hasNextPage,
    isFetchingNextPage: voyages.isFetchingNextPage,
    fetchNextPage: voyages.fetchNextPage,
    thresholdPx: VOYAGE_PICKER.thresholdPx,
    itemCount: open ? rows.length : 0,
  });

  function close(next: boolean) {
    if (!next) setSelectedVoyageId(null);
    onOpenChange(next);
  }

  function create(lateReason?: string) {
    if (selectedVoyageId === null) {
      toast.error('No voyage selected', { description: 'Please select a voyage first' });
      return;
    }
    createShipment.mutate(
      {
        voyage_id: selectedVoyageId,
        request_id: requestId,
        ...(lateReason ? { late_reason: lateReason } : {}),
      },
      {
        onSuccess: (data) => {
          toast.success('Shipment Created', { description: data.message });
          setLateRefusal(null);
          close(false);
        },
        onError: (error) => {
          // After the sailing's cut-off: book all the same with a reason, or pick the next sailing (issue 23).
          const message = serverMessageOf(error);
          if (message && isLateBookingRefusal(error)) {
            setLateRefusal(message);
            return;
          }
          toast.error('Failed to create shipment', { description: message ?? undefined });
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-3xl lg:max-w-5xl">
        <DialogHeader>
          <DialogTitle>Select a Voyage for New Shipment</DialogTitle>
          <DialogDescription>Voyages not yet started that call at this request's rig.</DialogDescription>
        </DialogHeader>
        <div
          ref={scroll.ref}
          onScroll={scroll.onScroll}
          className="min-w-0 overflow-auto rounded-md border"
          style={{ maxHeight: VOYAGE_PICKER.rowHeightPx * (VISIBLE_ROWS + 1) }}
        >
          {voyages.isPending ? (
            <div className="p-3">
              <RowsSkeleton rows={4} />
            </div>
          ) : voyages.isError ? (
            <LoadFailure message="Failed to fetch voyages" className="m-3" />
          ) : rows.length === 0 ? (
            <EmptyState icon={Ship} title="No voyages found" className="m-3" />
          ) : (
            <table className="w-full text-sm" aria-label="Voyages">
              <thead className="sticky top-0 z-10 bg-background shadow-[0_1px_0_var(--color-border)]">
                <tr className="text-left">
                  <th className="h-10 whitespace-nowrap px-3 font-medium">Name</th>
                  <th className="h-10 whitespace-nowrap px-3 font-medium">Vessel</th>
                  <th className="h-10 whitespace-nowrap px-3 font-medium">Status</th>
                  <th className="h-10 whitespace-nowrap px-3 font-medium">Planned departure</th>
                  <th className="h-10 whitespace-nowrap px-3 font-medium">Cut-off</th>
                  <th className="h-10 whitespace-nowrap px-3 font-medium">Start</th>
                  <th className="h-10 whitespace-nowrap px-3 font-medium">End</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((voyage) => {
                  const isSelected = voyage.id === selectedVoyageId;
                  return (
                    <tr
                      key={voyage.id}
                      aria-selected={isSelected}
                      tabIndex={0}
                      onClick={() => setSelectedVoyageId(voyage.id)}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter' || event.key === ' ') {
                          event.preventDefault();
                          setSelectedVoyageId(voyage.id);
                        }
                      }}
                      style={{ height: VOYAGE_PICKER.rowHeightPx }}
                      className={cn(
                        'cursor-pointer border-t outline-none hover:bg-muted/50 focus-visible:bg-muted',
                        isSelected && 'bg-primary/10 hover:bg-primary/10',
                      )}
                    >
                      <td className="whitespace-nowrap px-3 font-medium">
                        <span className="flex items-center gap-2">
                          <span
                            className={cn(
                              'size-3.5 shrink-0 rounded-full border',
                              isSelected && 'border-4 border-primary',
                            )}
                            aria-hidden="true"
                          />
                          <span className="grid leading-tight">
                            {voyageNameOf(voyage, voyage.id)}
                            {/* On a phone the columns are off to the side: when it sails and its booking, here. */}
                            <span className="font-normal text-muted-foreground text-xs sm:hidden">
                              {narrowPlanLine(voyage)}
                            </span>
                          </span>
                        </span>
                      </td>
                      <td className="whitespace-nowrap px-3">
                        {voyage.vessel?.name ?? `Vessel ${voyage.vessel_id}`}
                      </td>
                      <td className="whitespace-nowrap px-3">
                        <Badge variant="secondary">{formatStatusLabel(voyage.status)}</Badge>
                      </td>
                      <td className="whitespace-nowrap px-3">
                        {voyage.planned_departure_at
                          ? formatDate(voyage.planned_departure_at)
                          : 'Not scheduled'}
                      </td>
                      <td className="whitespace-nowrap px-3">
                        <VoyageCutoff cutoffAt={voyage.cutoff_at ?? null} />
                      </td>
                      <td className="whitespace-nowrap px-3">{formatDate(voyage.started_at)}</td>
                      <td className="whitespace-nowrap px-3">{formatDate(voyage.ended_at)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          {voyages.isFetchingNextPage ? (
            <div
              className="flex justify-center py-2 text-muted-foreground"
              role="status"
              aria-label="Loading more"
            >
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            </div>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button onClick={() => create()} disabled={createShipment.isPending}>
            {createShipment.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            Create
          </Button>
        </DialogFooter>
      </DialogContent>
      <LateBookingDialog
        refusal={
          lateRefusal ? { title: 'Create the shipment after the cut-off?', message: lateRefusal } : null
        }
        isPending={createShipment.isPending}
        onCancel={() => setLateRefusal(null)}
        onConfirm={(reason) => create(reason)}
      />
    </Dialog>
  );
}
