import type { Order } from '@rigline/contract/orders';
import { createContext, type ReactNode, useContext } from 'react';

type RenderOrderExtra = (order: Order) => ReactNode;

const OrderRowSlotContext = createContext<RenderOrderExtra | null>(null);

/**
 * Lets a screen add to every order row a table below it renders, without the table's feature knowing what:
 * the shipment views' routes put each order's History button there (issue 10).
 */
export function OrderRowSlotProvider({
  render,
  children,
}: {
  render: RenderOrderExtra;
  children: ReactNode;
}) {
  return <OrderRowSlotContext.Provider value={render}>{children}</OrderRowSlotContext.Provider>;
}

/** What the screen adds to this order's row, if anything. */
export function useOrderRowExtra(): RenderOrderExtra | null {
  return useContext(OrderRowSlotContext);
}
