import { formatOrderId } from '@rigline/contract/ids';
import { type Order, updateOrderBodySchema } from '@rigline/contract/orders';
import { KEPT_ON_BOARD_REASON_LABELS } from '@rigline/contract/phases';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog } from '@/components/layout/form-dialog';
import { TextAreaField } from '@/components/layout/form-field';
import { serverMessageOf } from '@/lib/fetch-errors';
import { SAVED_OFFLINE } from '@/lib/offline/queueable-actions';
import { useRecordForm } from '@/lib/use-record-form';
import { useKeepOrderOnBoard } from '../api/update-order';

const { shape } = updateOrderBodySchema;
const reasonSchema = shape.reason.unwrap();

/** The body's reason (required here, nothing chosen at first) and note; "Other" needs the note. */
const keepFormSchema = z
  .object({
    // Empty (or null, the radios' value with none checked) until a reason is chosen.
    reason: z
      .string()
      .nullable()
      .pipe(z.enum(reasonSchema.options, { error: 'Please choose why the order stays on board' })),
    note: shape.note.unwrap(),
  })
  .refine((values) => values.reason !== 'OTHER' || values.note !== '', {
    path: ['note'],
    message: 'Please add a note saying why',
  });

/**
 * "Remove" at the rig (issue 9): the order is on the vessel, so it stays on board and comes back to base. The
 * person says why; "Other" needs a note.
 */
export function KeepOnBoardDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const keep = useKeepOrderOnBoard();
  const { form, submit, errorOf } = useRecordForm({
    schema: keepFormSchema,
    open: order !== null,
    values: { reason: '', note: '' },
    save: (values) =>
      order ? keep.mutateAsync({ order, ...values }) : Promise.reject(new Error('No order')),
    onSaved: (state) => {
      if (state === null) toast.success('Saved offline', { description: SAVED_OFFLINE });
      else toast.success('Order kept on board', { description: 'It returns to base with the vessel.' });
      onClose();
    },
    failureTitle: 'Remove Failed',
    failureDescription: (error) => serverMessageOf(error) ?? 'Failed to keep the order on board.',
  });
  const reasonError = errorOf('reason');
  const isOther = form.watch('reason') === 'OTHER';

  return (
    <FormDialog
      open={order !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Keep on board"
      description={
        <>
          {order ? `${formatOrderId(order.id)} (${order.item.name}) ` : null}
          stays on the vessel and returns to base with it; the base coordinator plans it again once the vessel
          is back.
        </>
      }
      onSubmit={submit}
      isSubmitting={form.formState.isSubmitting}
      submitLabel="Keep on board"
      pendingLabel="Keeping on board..."
    >
      <fieldset className="grid gap-2" aria-describedby={reasonError ? 'kept-reason-error' : undefined}>
        <legend className="mb-1 font-medium text-sm">Reason</legend>
        {reasonSchema.options.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              value={value}
              {...form.register('reason', {
                // The note's "say why" is about "Other": another reason takes it back at once.
                onChange: () => (form.formState.errors.note ? form.trigger('note') : undefined),
              })}
            />
            {KEPT_ON_BOARD_REASON_LABELS[value]}
          </label>
        ))}
        {reasonError ? (
          <p id="kept-reason-error" role="alert" className="text-destructive text-sm">
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        id="kept-note"
        label={`Note${isOther ? '' : ' (optional)'}`}
        maxLength={500}
        error={errorOf('note')}
        {...form.register('note')}
      />
    </FormDialog>
  );
}
