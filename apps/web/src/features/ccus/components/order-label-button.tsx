import { formatOrderId } from '@rigline/contract/ids';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { serverMessageOf } from '@/lib/fetch-errors';
import { openFile } from '@/lib/fetch-file';

/**
 * An order's label (issue 25, docs/decisions/074): GET /api/order/label/{id} opened in a tab of its own to print,
 * its QR code opening the order for whoever scans it. The icon alone, named, as the row's History button is.
 */
export function OrderLabelButton({ orderId }: { orderId: number }) {
  const [isOpening, setOpening] = useState(false);
  const label = `Print label of ${formatOrderId(orderId)}`;
  async function print() {
    setOpening(true);
    try {
      await openFile(`/api/order/label/${orderId}`, `label-${formatOrderId(orderId)}.pdf`);
    } catch (error) {
      toast.error('Could not print the label', { description: serverMessageOf(error) ?? String(error) });
    } finally {
      setOpening(false);
    }
  }
  return (
    <Button variant="ghost" size="sm" aria-label={label} title={label} disabled={isOpening} onClick={print}>
      <Printer aria-hidden="true" />
      <span className="sr-only">Label</span>
    </Button>
  );
}
