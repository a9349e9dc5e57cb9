import { CCU_PACKABLE_PHASES, type CcuTrip } from '@rigline/contract/ccu-packing';
import { CCU_TYPE_LABELS, type Ccu } from '@rigline/contract/ccus';
import { formatOrderId } from '@rigline/contract/ids';
import type { Order } from '@rigline/contract/orders';
import type { Shipment } from '@rigline/contract/shipments';
import { formatMeasure } from '@rigline/contract/units';
import { Box, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { Button } from '@/components/ui/button';
import { serverMessageOf } from '@/lib/fetch-errors';
import { openFile } from '@/lib/fetch-file';
import { useUnitSystem } from '@/lib/preferences';
import { useShipmentOrdersToPack } from '../api/list-shipment-orders';
import { useUnpackCcu } from '../api/pack-ccu';
import { useShipmentUnits } from '../api/shipment-units';
import { PackUnitDialog } from './pack-unit-dialog';

/** Why a unit on this shipment can no longer be packed or unpacked: it sailed, or its orders are loaded. */
export function unpackBlockedReason(trip: CcuTrip, orders: readonly Order[]): string | null {
  if (trip.location.kind !== 'at_base') return `${trip.ccu.code} has sailed: what sailed stays as it sailed`;
  const loaded = orders.find(
    (order) => trip.order_ids.includes(order.id) && !CCU_PACKABLE_PHASES.includes(order.current_phase),
  );
  return loaded ? `${formatOrderId(loaded.id)} is loaded: a unit is unpacked before loading` : null;
}

/** The shipment's orders that may go in a unit: not loaded yet, and in no unit. */
export function ordersToPack(orders: readonly Order[], trips: readonly CcuTrip[]): Order[] {
  const packed = new Set(trips.flatMap((trip) => trip.order_ids));
  return orders.filter((order) => CCU_PACKABLE_PHASES.includes(order.current_phase) && !packed.has(order.id));
}

/**
 * Issue 25: the cargo carrying units packed on a shipment, each with what it holds and its gross against its
 * max, in the shipment's details on plan-voyage. The coordinator packs orders in a unit and unpacks them before
 * loading, and prints the shipment's label sheet.
 */
export function ShipmentUnits({
  shipment,
  canPack,
  unitPath,
}: {
  shipment: Shipment;
  canPack: boolean;
  unitPath: (ccuId: number) => string;
}) {
  const units = useShipmentUnits(shipment.id);
  const orders = useShipmentOrdersToPack(shipment.id);
  const unpack = useUnpackCcu(shipment.voyage_id);
  const system = useUnitSystem();
  const [isPacking, setPacking] = useState(false);
  const [isPrinting, setPrinting] = useState(false);
  const trips = units.data ?? [];
  const loose = ordersToPack(orders.data?.data ?? [], trips);
  const hasSailed = trips.some((trip) => trip.location.kind !== 'at_base');
  const packReason = hasSailed
    ? 'The voyage has sailed: what sailed stays as it sailed'
    : loose.length === 0
      ? 'Every order of this shipment is packed or loaded'
      : null;

  async function printLabels() {
    setPrinting(true);
    try {
      await openFile(`/api/shipment/labels/${shipment.id}`, `labels-shipment-${shipment.id}.pdf`);
    } catch (error) {
      toast.error('Could not print the labels', { description: serverMessageOf(error) ?? String(error) });
    } finally {
      setPrinting(false);
    }
  }

  return (
    <section className="grid min-w-0 gap-2" aria-labelledby={`units-${shipment.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`units-${shipment.id}`} className="font-medium text-sm">
          Cargo carrying units
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={printLabels} disabled={isPrinting}>
            <Printer aria-hidden="true" />
            {isPrinting ? 'Opening labels…' : 'Print labels'}
          </Button>
          {canPack ? (
            <Button
              type="button"
              size="sm"
              onClick={() => setPacking(true)}
              disabled={packReason !== null || orders.isPending}
              title={packReason ?? undefined}
            >
              <Box aria-hidden="true" />
              Pack in a unit
            </Button>
          ) : null}
        </div>
      </div>
      {canPack && packReason ? <p className="text-muted-foreground text-xs">{packReason}.</p> : null}
      {units.isPending ? (
        <RowsSkeleton rows={1} className="h-12" />
      ) : units.isError ? (
        <LoadFailure message="Could not load the units on this shipment" />
      ) : trips.length === 0 ? (
        <p className="text-muted-foreground text-sm">No unit packed: its orders travel loose.</p>
      ) : (
        <ul className="grid min-w-0 gap-2">
          {trips.map((trip) => {
            const blocked = unpackBlockedReason(trip, orders.data?.data ?? []);
            return (
              <li
                key={trip.id}
                className="flex min-w-0 flex-wrap items-center justify-between gap-2 rounded-md border p-2 text-sm"
              >
                <span className="grid min-w-0 gap-0.5 [overflow-wrap:anywhere]">
                  <span>
                    <Link
                      to={unitPath(trip.ccu.id)}
                      className="font-medium underline-offset-4 hover:underline"
                    >
                      {trip.ccu.code}
                    </Link>{' '}
                    <span className="text-muted-foreground">{CCU_TYPE_LABELS[trip.ccu.type]}</span>
                  </span>
                  <span className="text-muted-foreground text-xs">
                    Holds {trip.order_ids.map(formatOrderId).join(', ')} · gross{' '}
                    {formatMeasure(trip.gross_kg, 'kg', system)} of{' '}
                    {formatMeasure(trip.max_gross_kg, 'kg', system)}
                  </span>
                </span>
                {canPack ? (
                  <span className="grid gap-1 justify-items-end">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={blocked !== null || unpack.isPending}
                      title={blocked ?? undefined}
                      aria-label={`Unpack ${trip.ccu.code}`}
                      onClick={() =>
                        unpack.mutate(
                          { ccu_id: trip.ccu.id, order_ids: trip.order_ids },
                          {
                            onSuccess: () => toast.success(`${trip.ccu.code} unpacked`),
                            onError: (error) =>
                              toast.error(`Could not unpack ${trip.ccu.code}`, {
                                description: serverMessageOf(error) ?? String(error),
                              }),
                          },
                        )
                      }
                    >
                      Unpack
                    </Button>
                    {blocked ? <span className="text-muted-foreground text-xs">{blocked}</span> : null}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {canPack ? (
        <PackUnitDialog
          open={isPacking}
          onOpenChange={setPacking}
          shipment={shipment}
          orders={loose}
          unitsOnShipment={trips.map((trip) => trip.ccu.id)}
        />
      ) : null}
    </section>
  );
}

/** A unit that may be chosen to pack: at base and on no trip, back from one, or already on this shipment. */
export function isUnitFree(unit: Ccu, unitsOnShipment: readonly number[]): boolean {
  if (unitsOnShipment.includes(unit.id)) return true;
  return (
    unit.location.kind === 'returned' || (unit.location.kind === 'at_base' && unit.location.voyage === null)
  );
}
