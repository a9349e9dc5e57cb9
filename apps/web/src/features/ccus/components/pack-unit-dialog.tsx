import { CCU_CERTIFICATE_STATUS_LABELS, CCU_TYPE_LABELS, type Ccu } from '@rigline/contract/ccus';
import { PAGE } from '@rigline/contract/constants';
import { formatOrderId } from '@rigline/contract/ids';
import type { Order } from '@rigline/contract/orders';
import type { Shipment } from '@rigline/contract/shipments';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { serverMessageOf } from '@/lib/fetch-errors';
import { useCcus } from '../api/list-ccus';
import { usePackCcu } from '../api/pack-ccu';
import { isUnitFree } from './shipment-units';

/** "TOR-1234 · Basket · Expired": the certificate is named so the refusal of a lapsed unit is no surprise. */
function unitOptionText(unit: Ccu): string {
  return `${unit.code} · ${CCU_TYPE_LABELS[unit.type]} · ${CCU_CERTIFICATE_STATUS_LABELS[unit.certificate_status]}`;
}

/**
 * "Pack in a unit" (issue 25): a free unit and the shipment's loose orders, packed in one call; the server's
 * refusal (a certificate due before the voyage is back, max gross, the deck) is shown as it words it, and nothing
 * is packed.
 */
export function PackUnitDialog({
  open,
  onOpenChange,
  shipment,
  orders,
  unitsOnShipment,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shipment: Shipment;
  orders: readonly Order[];
  unitsOnShipment: readonly number[];
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Pack in a unit</DialogTitle>
          <DialogDescription>
            Shipment #{shipment.id}: the unit counts on deck by its own footprint and its gross.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <PackUnitForm
            shipment={shipment}
            orders={orders}
            unitsOnShipment={unitsOnShipment}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function PackUnitForm({
  shipment,
  orders,
  unitsOnShipment,
  onDone,
}: {
  shipment: Shipment;
  orders: readonly Order[];
  unitsOnShipment: readonly number[];
  onDone: () => void;
}) {
  const id = useId();
  const units = useCcus({ page: 1, limit: PAGE.maxLimit });
  const pack = usePackCcu(shipment.voyage_id);
  const [unitId, setUnitId] = useState<string>('');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(orders.map((order) => order.id)));
  const [problem, setProblem] = useState<string | null>(null);

  if (units.isPending) return <RowsSkeleton rows={3} className="h-10" />;
  if (units.isError) return <LoadFailure message="Failed to fetch the units" />;
  const free = units.data.data.filter((unit) => isUnitFree(unit, unitsOnShipment));

  function submit() {
    const ccuId = Number(unitId);
    if (!ccuId) {
      setProblem('Choose a unit');
      return;
    }
    if (chosen.size === 0) {
      setProblem('Choose at least one order');
      return;
    }
    setProblem(null);
    pack.mutate(
      { ccu_id: ccuId, shipment_id: shipment.id, order_ids: [...chosen] },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onDone();
        },
        onError: (error) => setProblem(serverMessageOf(error) ?? 'Failed to pack the unit'),
      },
    );
  }

  return (
    <form
      className="grid min-w-0 gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-unit`}>Unit</Label>
        {free.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No unit is free at the base: every unit is packed or out.
          </p>
        ) : (
          <Select value={unitId} onValueChange={setUnitId}>
            <SelectTrigger id={`${id}-unit`} className="w-full">
              <SelectValue placeholder="Choose a unit" />
            </SelectTrigger>
            <SelectContent>
              {free.map((unit) => (
                <SelectItem key={unit.id} value={String(unit.id)}>
                  {unitOptionText(unit)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </div>
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-2 font-medium text-sm">Orders to pack</legend>
        {orders.map((order) => (
          <div key={order.id} className="flex min-w-0 items-center gap-2 text-sm">
            <Checkbox
              id={`${id}-order-${order.id}`}
              checked={chosen.has(order.id)}
              onCheckedChange={(checked) =>
                setChosen((current) => {
                  const next = new Set(current);
                  if (checked === true) next.add(order.id);
                  else next.delete(order.id);
                  return next;
                })
              }
            />
            <Label
              htmlFor={`${id}-order-${order.id}`}
              className="min-w-0 font-normal [overflow-wrap:anywhere]"
            >
              {formatOrderId(order.id)} · {order.item.name} × {order.quantity}
            </Label>
          </div>
        ))}
      </fieldset>
      {problem ? (
        <p role="alert" className="text-destructive text-sm [overflow-wrap:anywhere]">
          {problem}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pack.isPending || free.length === 0}>
          {pack.isPending ? 'Packing…' : 'Pack'}
        </Button>
      </DialogFooter>
    </form>
  );
}
