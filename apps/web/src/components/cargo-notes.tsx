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
    // A note is what someone typed: it wraps, at a space or, for a long reference, anywhere, and never widens
    // its table past the page (issue 22: a long receipt note made the supplier's page 1,461 px wide).
    <ul className={cn('grid max-w-80 gap-0.5 whitespace-normal text-xs [overflow-wrap:anywhere]', className)}>
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
