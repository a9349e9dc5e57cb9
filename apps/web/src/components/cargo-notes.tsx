import type { Order } from '@rigline/contract/orders';
import { cargoNotesOf } from '@/lib/cargo-notes';
import { cn } from '@/lib/utils';

/** Under an order's item: "On board, returning to base: Crane down", "returned from VOY-3: …", the receipt. */
export function CargoNotes({
  order,
  className,
}: {
  order: Parameters<typeof cargoNotesOf>[0];
  className?: string;
}) {
  const notes = cargoNotesOf(order);
  if (notes.length === 0) return null;
  return (
    <ul className={cn('grid gap-0.5 text-xs', className)}>
      {notes.map((note) => (
        <li
          key={note}
          className={
            note.startsWith('On board') || note.startsWith('returned from')
              ? 'font-medium text-amber-700'
              : 'text-muted-foreground'
          }
        >
          {note}
        </li>
      ))}
    </ul>
  );
}

export type { Order };
