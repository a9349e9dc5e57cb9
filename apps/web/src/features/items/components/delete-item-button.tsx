import type { Item } from '@rigline/contract/items';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useDeleteItems } from '@/features/items/api/delete-items';

/** A row's delete button: asks first, then removes the one item (§7: item_ids with one id). */
export function DeleteItemButton({ item }: { item: Pick<Item, 'id' | 'mat_code' | 'name'> }) {
  const [isOpen, setIsOpen] = useState(false);
  const deleteItems = useDeleteItems();

  async function confirmDelete() {
    try {
      const result = await deleteItems.mutateAsync({ item_ids: [item.id] });
      toast.success('Success', { description: result.message });
      setIsOpen(false);
    } catch (error) {
      // e.g. "Item X is used by 2 order(s) and cannot be deleted".
      toast.error('Error', { description: error instanceof Error ? error.message : String(error) });
      setIsOpen(false);
    }
  }

  return (
    <AlertDialog open={isOpen} onOpenChange={(open) => !deleteItems.isPending && setIsOpen(open)}>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground hover:text-destructive"
          aria-label={`Delete ${item.mat_code}`}
          title="Delete item"
        >
          <Trash2 />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this item?</AlertDialogTitle>
          <AlertDialogDescription>
            {item.mat_code} – {item.name} will be removed from your catalogue. This cannot be undone. An item
            that orders use cannot be deleted.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteItems.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={deleteItems.isPending} onClick={confirmDelete}>
            {deleteItems.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
