import type { ReactNode } from 'react';
import { OrderRowSlotProvider } from '@/components/layout/order-row-slot';
import { OrderLabelButton } from '@/features/ccus/components/order-label-button';
import { OrderHistoryButton } from '@/features/history/components/order-history-button';

/** The shipment views: each order row gets its label to print (issue 25) and its History button (issue 10). */
export function WithOrderHistory({ children }: { children: ReactNode }) {
  return (
    <OrderRowSlotProvider
      render={(order) => (
        <>
          <OrderLabelButton orderId={order.id} />
          <OrderHistoryButton orderId={order.id} />
        </>
      )}
    >
      {children}
    </OrderRowSlotProvider>
  );
}
