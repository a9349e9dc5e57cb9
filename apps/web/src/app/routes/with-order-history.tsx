import type { ReactNode } from 'react';
import { OrderRowSlotProvider } from '@/components/layout/order-row-slot';
import { OrderHistoryButton } from '@/features/history/components/order-history-button';

/** The shipment views: each order row gets its History button (issue 10). */
export function WithOrderHistory({ children }: { children: ReactNode }) {
  return (
    <OrderRowSlotProvider render={(order) => <OrderHistoryButton orderId={order.id} />}>
      {children}
    </OrderRowSlotProvider>
  );
}
