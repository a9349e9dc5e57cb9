import type { Item } from '@rigline/contract/items';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useItemSuggestions } from '../api/search-items';

/**
 * Catalogue items whose name or mat code holds what is typed (issue 12), under the Mat Code box of Add
 * Order. Picking one fills the mat code and shows the item; the documents' exact lookup (Enter, the arrow)
 * stays as it was.
 */
export function ItemSuggestions({
  text,
  listId,
  onPick,
}: {
  text: string;
  listId: string;
  onPick: (item: Item) => void;
}) {
  const settled = useDebouncedValue(text, 250);
  const suggestions = useItemSuggestions(settled);
  const items = settled.trim().length >= 2 ? (suggestions.data ?? []) : [];
  if (items.length === 0) return null;
  return (
    <ul
      id={listId}
      aria-label="Matching items"
      className="grid max-h-56 gap-1 overflow-y-auto rounded-md border p-1"
    >
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="grid w-full gap-0.5 rounded px-2 py-1.5 text-left text-sm outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
            onClick={() => onPick(item)}
          >
            <span className="font-medium leading-snug">{item.name}</span>
            <span className="font-mono text-muted-foreground text-xs">{item.mat_code}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
