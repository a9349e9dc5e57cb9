import { lazy, Suspense, useState } from 'react';
import type { ReceiptDialog as LoadedReceiptDialog } from '@/components/receipt-dialog';

/**
 * The dialog's code (its form: react-hook-form and the receipt's schema) loads when a receipt is first opened.
 * Typed as the dialog itself: `lazy` would drop its type parameter (the page's own order type).
 */
const ReceiptDialog = lazy(() =>
  import('@/components/receipt-dialog').then((module) => ({ default: module.ReceiptDialog })),
) as unknown as typeof LoadedReceiptDialog;

/**
 * The Receipt dialog for a page on a first path (the rig logistics review page): a receipt is recorded after
 * the review, so the form's code is no part of opening the page over a satellite link (docs/decisions/082).
 * Mounted from the first receipt on and kept, so it closes as the loaded dialog does.
 */
export const ReceiptDialogOnDemand: typeof LoadedReceiptDialog = (props) => {
  const [isWanted, setIsWanted] = useState(false);
  if (props.order !== null && !isWanted) setIsWanted(true);
  return (
    <Suspense fallback={null}>
      {isWanted || props.order !== null ? <ReceiptDialog {...props} /> : null}
    </Suspense>
  );
};
