import { UNDO_WINDOW_MS, undoOrderStepCall } from '@rigline/contract/order-batches';
import type { OrderState } from '@rigline/contract/orders';
import { toast } from 'sonner';
import { callApi } from '@/lib/api-client';
import { serverMessageOf } from '@/lib/fetch-errors';
import { forgetStep } from '@/lib/recent-steps';

/** POST /api/order/undo {id, version}: takes back one's own step, right after it (docs/decisions/032). */
export async function undoOrderStep(order: Pick<OrderState, 'id' | 'version'>): Promise<OrderState> {
  const response = await callApi(undoOrderStepCall, { body: { id: order.id, version: order.version } });
  return response.data.data;
}

/**
 * The success toast of a per-order step (Accept, Mark Loaded, Start Offloading, Mark Offloaded) with an Undo
 * button for 10 seconds: the same person, nothing changed since (the version the step answered). `onSettled`
 * refreshes what the screen shows either way.
 */
export function toastWithUndo(options: {
  title: string;
  description?: string;
  step: Pick<OrderState, 'id' | 'version'>;
  onSettled: () => void;
}): void {
  const { title, description, step, onSettled } = options;
  toast.success(title, {
    description,
    duration: UNDO_WINDOW_MS,
    action: {
      label: 'Undo',
      onClick: () => {
        undoOrderStep(step)
          .then(() => toast.success('Undone', { description: 'The order is back where it was.' }))
          .catch((error: unknown) =>
            toast.error('Undo Failed', {
              description: serverMessageOf(error) ?? 'Could not undo. Please reload.',
            }),
          )
          .finally(() => {
            forgetStep(step.id);
            onSettled();
          });
      },
    },
  });
}
