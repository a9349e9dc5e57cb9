import { createContext, type ReactNode, useContext } from 'react';

type RenderVoyageLoad = (voyageId: number) => ReactNode;

const VoyageLoadSlotContext = createContext<RenderVoyageLoad | null>(null);

/**
 * Lets plan-voyage's route put a voyage's load (issue 11) on each selected shipment without the shipments
 * feature knowing the load-plan feature, as order-row-slot does for the History button.
 */
export function VoyageLoadSlotProvider({
  render,
  children,
}: {
  render: RenderVoyageLoad;
  children: ReactNode;
}) {
  return <VoyageLoadSlotContext.Provider value={render}>{children}</VoyageLoadSlotContext.Provider>;
}

export function useVoyageLoadSlot(): RenderVoyageLoad | null {
  return useContext(VoyageLoadSlotContext);
}
