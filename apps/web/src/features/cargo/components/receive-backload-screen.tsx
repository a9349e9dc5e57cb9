import type { Backload, BackloadStatus } from '@rigline/contract/cargo';
import { formatVoyageId } from '@rigline/contract/ids';
import { Container } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { EmptyState } from '@/components/layout/empty-state';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { serverMessageOf } from '@/lib/fetch-errors';
import { formatDate } from '@/lib/format';
import { useBackloads } from '../api/list-backloads';
import { useReceiveBackload } from '../api/receive-backload';
import { BackloadLines } from './backload-lines';

const BACKLOAD_TABS: ReadonlyArray<readonly [BackloadStatus, string]> = [
  ['LOADED', 'To receive'],
  ['RECEIVED', 'Received'],
  ['BOOKED', 'Booked'],
];

/** The coordinator's Receive Backload screen (issue 9): loaded backload to receive at base, and what was. */
export function ReceiveBackloadScreen() {
  const [status, setStatus] = useState<BackloadStatus>('LOADED');
  const backloads = useBackloads({ status, page: 1, limit: 50 });
  const [receiving, setReceiving] = useState<Backload | null>(null);
  return (
    <div className="grid min-w-0 gap-4">
      <Tabs value={status} onValueChange={(value) => setStatus(value as BackloadStatus)}>
        <TabsList>
          {BACKLOAD_TABS.map(([value, label]) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* One panel per tab, so each tab names a panel that exists; the active one holds the list. */}
        {BACKLOAD_TABS.map(([value]) => (
          <TabsContent key={value} value={value} className="grid gap-4">
            {backloads.isPending ? <RowsSkeleton /> : null}
            {backloads.isError ? <LoadFailure message="Could not load the backload." /> : null}
            {backloads.data && backloads.data.data.length === 0 ? (
              <EmptyState icon={Container} title="No backload here" />
            ) : null}
            {backloads.data?.data.map((backload) => (
              <Card key={backload.id} className="gap-3" aria-label={`Backload #${backload.id}`}>
                <CardHeader className="flex flex-wrap items-center justify-between gap-2">
                  <CardTitle className="text-base">
                    Backload #{backload.id} · {backload.rig.name} · {formatVoyageId(backload.voyage.id)}{' '}
                    {backload.voyage.name}
                  </CardTitle>
                  {backload.status === 'LOADED' ? (
                    <Button size="sm" onClick={() => setReceiving(backload)}>
                      Receive
                    </Button>
                  ) : null}
                </CardHeader>
                <CardContent className="grid gap-2">
                  <BackloadLines backload={backload} />
                  <p className="text-muted-foreground text-xs">
                    {backload.loaded_at
                      ? `Loaded ${formatDate(backload.loaded_at)}`
                      : `Booked ${formatDate(backload.created_at)}`}
                    {backload.received_at ? ` · received ${formatDate(backload.received_at)}` : ''}
                  </p>
                </CardContent>
              </Card>
            ))}
          </TabsContent>
        ))}
      </Tabs>
      <ReceiveDialog backload={receiving} onClose={() => setReceiving(null)} />
    </div>
  );
}

function ReceiveDialog({ backload, onClose }: { backload: Backload | null; onClose: () => void }) {
  const receive = useReceiveBackload();
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const quantityOf = (lineId: number, fallback: number) => quantities[lineId] ?? String(fallback);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!backload) return;
    setError(null);
    receive.mutate(
      {
        id: backload.id,
        version: backload.version,
        lines: backload.lines.map((line) => ({
          id: line.id,
          received_quantity: Number(quantityOf(line.id, line.quantity)),
        })),
      },
      {
        onSuccess: () => {
          toast.success('Backload received at base');
          setQuantities({});
          onClose();
        },
        onError: (failure) => setError(serverMessageOf(failure) ?? failure.message),
      },
    );
  }

  return (
    <Dialog open={backload !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Receive Backload</DialogTitle>
            <DialogDescription>
              {backload ? `Backload #${backload.id} from ${backload.rig.name}: ` : null}count each line at
              base.
            </DialogDescription>
          </DialogHeader>
          {backload?.lines.map((line) => (
            <div key={line.id} className="grid grid-cols-[1fr_6rem] items-end gap-2">
              <Label htmlFor={`receive-${line.id}`} className="leading-snug">
                {line.description} ({line.quantity} {line.unit} shipped)
              </Label>
              <Input
                id={`receive-${line.id}`}
                inputMode="numeric"
                value={quantityOf(line.id, line.quantity)}
                onChange={(event) =>
                  setQuantities((current) => ({ ...current, [line.id]: event.target.value }))
                }
              />
            </div>
          ))}
          {error ? (
            <p role="alert" className="text-destructive text-sm">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={receive.isPending}>
              Confirm receipt
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
