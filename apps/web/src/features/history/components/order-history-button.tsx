import { formatOrderId } from '@rigline/contract/ids';
import { History } from 'lucide-react';
import { useState } from 'react';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useHistory } from '../api/get-history';
import { HistoryEntries } from './history-entries';

/** An order row's History button: its moves, who made them and when, in a dialog loaded when opened. */
export function OrderHistoryButton({ orderId }: { orderId: number }) {
  const [isOpen, setIsOpen] = useState(false);
  const history = useHistory('order', orderId, { enabled: isOpen });
  const label = formatOrderId(orderId);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`History of ${label}`} title={`History of ${label}`}>
          <History aria-hidden="true" />
          {/* The icon alone (named, with a tooltip): the word pushed a shipment's Status and Created out of sight. */}
          <span className="sr-only">History</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>History of {label}</DialogTitle>
          <DialogDescription>Every move of this order, newest first.</DialogDescription>
        </DialogHeader>
        {history.isPending ? (
          <RowsSkeleton rows={3} />
        ) : history.isError ? (
          <LoadFailure message="Could not load the history." onRetry={() => void history.refetch()} />
        ) : (
          <HistoryEntries events={history.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}
