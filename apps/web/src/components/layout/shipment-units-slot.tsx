import type { Shipment } from '@rigline/contract/shipments';
import { createContext, type ReactNode, useContext } from 'react';

type RenderShipmentUnits = (shipment: Shipment) => ReactNode;

const ShipmentUnitsSlotContext = createContext<RenderShipmentUnits | null>(null);

/**
 * Lets plan-voyage's route show the cargo carrying units packed on a shipment (issue 25) in its details without
 * the shipments feature knowing the ccus feature, as voyage-load-slot does for the load.
 */
export function ShipmentUnitsSlotProvider({
  render,
  children,
}: {
  render: RenderShipmentUnits;
  children: ReactNode;
}) {
  return <ShipmentUnitsSlotContext.Provider value={render}>{children}</ShipmentUnitsSlotContext.Provider>;
}

export function useShipmentUnitsSlot(): RenderShipmentUnits | null {
  return useContext(ShipmentUnitsSlotContext);
}
