import type { Shipment } from '@rigline/contract/shipments';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { serverMessageOf } from '@/lib/fetch-errors';
import { useDeleteShipment } from '../api/delete-shipment';
import { canDeleteShipment } from '../lib/shipment-delete';

interface DeleteShipmentButtonProps {
  shipment: Shipment;
  roleSlug: string;
  /** Called once the shipment is gone, so the view lets go of it. */
  onDeleted: () => void;
}

/** 'Delete Shipment' for an empty shipment of a voyage not started yet, after a confirmation. */
export function DeleteShipmentButton({ shipment, roleSlug, onDeleted }: DeleteShipmentButtonProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const deleteShipment = useDeleteShipment();
  if (!canDeleteShipment(shipment, roleSlug)) return null;

  function confirm() {
    deleteShipment.mutate(shipment, {
      onSuccess: (data) => {
        toast.success('Shipment Deleted', { description: data.message });
        setIsConfirming(false);
        onDeleted();
      },
      onError: (error) => {
        toast.error(serverMessageOf(error) ?? 'Failed to delete shipment');
        setIsConfirming(false);
      },
    });
  }

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="text-destructive"
        disabled={deleteShipment.isPending}
        onClick={() => setIsConfirming(true)}
      >
        {deleteShipment.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <Trash2 aria-hidden="true" />
        )}
        Delete Shipment
      </Button>
      <AlertDialog open={isConfirming} onOpenChange={setIsConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete Shipment #{shipment.id}</AlertDialogTitle>
            <AlertDialogDescription>
              Delete this empty shipment? This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants({ variant: 'destructive' })}
              disabled={deleteShipment.isPending}
              onClick={(event) => {
                event.preventDefault();
                confirm();
              }}
            >
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
