import {
  type Backload,
  type BackloadStatus,
  listBackloadsCall,
  receiveBackloadBodySchema,
} from '@rigline/contract/cargo';
import { formatVoyageId } from '@rigline/contract/ids';
import { Container } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { EmptyState } from '@/components/layout/empty-state';
import { ExportMenu } from '@/components/layout/export-menu';
import { FormDialog } from '@/components/layout/form-dialog';
import { fieldAria } from '@/components/layout/form-field';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDate } from '@/lib/format';
import { numberOf } from '@/lib/number-text';
import { useRecordForm } from '@/lib/use-record-form';
import { useBackloads } from '../api/list-backloads';
import { useReceiveBackload } from '../api/receive-backload';
import { isStepFrom } from '../lib/backload-steps';
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
        <div className="flex flex-wrap items-center justify-between gap-2">
          <TabsList>
            {BACKLOAD_TABS.map(([value, label]) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <ExportMenu call={listBackloadsCall} query={{ status }} />
        </div>
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
                  {isStepFrom('backload.receive', backload) ? (
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

/** The receive body's lines, each quantity as typed; the contract's list checks them (a line's error on it). */
const receiveFormSchema = z.object({
  lines: z
    .array(
      z
        .object({ id: z.number(), received_quantity: z.string() })
        .transform((line) => ({ ...line, received_quantity: numberOf(line.received_quantity) })),
    )
    .pipe(receiveBackloadBodySchema.shape.lines),
});

function ReceiveDialog({ backload, onClose }: { backload: Backload | null; onClose: () => void }) {
  const receive = useReceiveBackload();
  const { form, submit, errorOf, formError } = useRecordForm({
    schema: receiveFormSchema,
    open: backload !== null,
    values: {
      lines: (backload?.lines ?? []).map((line) => ({
        id: line.id,
        received_quantity: String(line.quantity),
      })),
    },
    save: ({ lines }) =>
      backload
        ? receive.mutateAsync({ id: backload.id, version: backload.version, lines })
        : Promise.reject(new Error('No backload')),
    onSaved: () => {
      toast.success('Backload received at base');
      onClose();
    },
  });
  const { fields } = useFieldArray({ control: form.control, name: 'lines' });

  return (
    <FormDialog
      open={backload !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Receive Backload"
      description={
        <>
          {backload ? `Backload #${backload.id} from ${backload.rig.name}: ` : null}count each line at base.
        </>
      }
      onSubmit={submit}
      isSubmitting={form.formState.isSubmitting}
      submitLabel="Confirm receipt"
      pendingLabel="Receiving..."
      formError={formError ?? errorOf('lines')}
    >
      {fields.map((field, index) => {
        // The form's lines are the backload's, in its order.
        const line = backload?.lines[index];
        if (!line) return null;
        const id = `receive-${line.id}`;
        const error = errorOf(`lines.${index}.received_quantity`);
        return (
          <div key={field.id} className="grid grid-cols-[1fr_6rem] items-end gap-x-2 gap-y-1">
            <Label htmlFor={id} className="leading-snug">
              {line.description} ({line.quantity} {line.unit} shipped)
            </Label>
            <Input
              id={id}
              inputMode="numeric"
              {...fieldAria(id, error)}
              {...form.register(`lines.${index}.received_quantity`)}
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="col-span-2 text-destructive text-sm">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </FormDialog>
  );
}
