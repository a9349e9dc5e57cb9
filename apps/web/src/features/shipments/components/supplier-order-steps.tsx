import { formatOrderId } from '@rigline/contract/ids';
import type { Order } from '@rigline/contract/orders';
import { LoaderCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { DisabledReason } from '@/components/layout/field-extras';
import { OrderRowSlotProvider } from '@/components/layout/order-row-slot';
import { Button } from '@/components/ui/button';
import { type OrderActions, useOrderActions } from '../hooks/use-order-actions';
import { type SupplierStep, supplierStepFor } from '../lib/order-actions';
import { ConfirmOffloadDialog } from './confirm-offload-dialog';

/**
 * The supplier's own step on each row of Orders to Load or Orders to Offload (issue 22's walk: the list only
 * linked to the shipments). One set of actions for the list, so a row that leaves it once loaded still gets its
 * toast and Undo; Mark Offloaded asks first, as on the shipment view. The rows come in through the order-row
 * slot, so the list's feature does not know this one.
 */
export function SupplierOrderStepsProvider({
  roleSlug,
  step,
  children,
}: {
  roleSlug: string;
  step: SupplierStep;
  children: ReactNode;
}) {
  const actions = useOrderActions('supplier');
  const [offloading, setOffloading] = useState<Order | null>(null);
  const take = (order: Order) =>
    step === 'mark-offloaded' ? setOffloading(order) : actions.run(step, order);
  return (
    <OrderRowSlotProvider
      render={(order) => (
        <SupplierStepButton order={order} roleSlug={roleSlug} step={step} actions={actions} onTake={take} />
      )}
    >
      {children}
      <ConfirmOffloadDialog
        order={offloading}
        onClose={() => setOffloading(null)}
        onConfirm={(order) => actions.run('mark-offloaded', order)}
      />
    </OrderRowSlotProvider>
  );
}

function SupplierStepButton({
  order,
  roleSlug,
  step,
  actions,
  onTake,
}: {
  order: Order;
  roleSlug: string;
  step: SupplierStep;
  actions: OrderActions;
  onTake: (order: Order) => void;
}) {
  const { label, disabledReason } = supplierStepFor(roleSlug, order, step);
  const isPending = actions.pendingActionOf(order.id) === step;
  const whyId = `supplier-step-why-${order.id}`;
  return (
    <span className="grid gap-1 md:justify-items-end">
      <Button
        size="sm"
        className="w-fit"
        // Busy with another row's step: one at a time keeps the counts honest (its label says Processing...).
        disabled={disabledReason !== null || actions.isBusy}
        aria-describedby={disabledReason ? whyId : undefined}
        aria-label={`${label} ${formatOrderId(order.id)}`}
        onClick={() => onTake(order)}
      >
        {isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {isPending ? 'Processing...' : label}
      </Button>
      <DisabledReason id={whyId} reason={disabledReason} className="text-xs" />
    </span>
  );
}
