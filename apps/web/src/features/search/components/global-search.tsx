import type { SearchKind, SearchResult } from '@rigline/contract/search';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useDeferredValue, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useSearch } from '../api/search';

const KIND_LABELS: Record<SearchKind, string> = {
  request: 'Requests',
  order: 'Orders',
  shipment: 'Shipments',
  voyage: 'Voyages',
  item: 'Items',
};

/**
 * The top bar's one search box (issue 12): a button that opens a dialog (also Ctrl/Cmd+K) where the person
 * types a REQ-, ORD- or VOY- id, a shipment number, a title, a voyage name, an item name or a mat code. Results
 * come grouped by kind; arrows move, Enter opens. Where a result opens is the app's business (`pathOf`).
 */
/** Results by kind, in the server's order, each keeping its place in the flat list the arrows walk. */
function groupsOf(results: readonly SearchResult[]) {
  const groups: Array<{ kind: SearchKind; items: Array<{ result: SearchResult; index: number }> }> = [];
  results.forEach((result, index) => {
    const last = groups.at(-1);
    if (last?.kind === result.kind) last.items.push({ result, index });
    else groups.push({ kind: result.kind, items: [{ result, index }] });
  });
  return groups;
}

export function GlobalSearch({ pathOf }: { pathOf: (result: SearchResult) => string | null }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const deferred = useDeferredValue(text);
  const search = useSearch(deferred);
  const navigate = useNavigate();
  const listId = useId();
  const results = (search.data ?? []).filter((result) => pathOf(result) !== null);

  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  function openResult(result: SearchResult | undefined) {
    const path = result ? pathOf(result) : null;
    if (!path) return;
    setOpen(false);
    setText('');
    navigate(path);
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(results.length - 1, index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(0, index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openResult(results[active]);
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;
  const query = deferred.trim();

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {/* The dialog's trigger, so that closing it gives focus back to this button. */}
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="h-9 gap-2 md:w-56 md:justify-start"
          aria-keyshortcuts="Control+K Meta+K"
          title="Search (Ctrl+K)"
        >
          <Search aria-hidden="true" />
          <span className="sr-only md:not-sr-only">Search...</span>
          <kbd className="ml-auto hidden rounded border bg-muted px-1.5 font-mono text-[10px] text-foreground md:inline">
            Ctrl K
          </kbd>
        </Button>
      </DialogTrigger>
      <DialogContent className="top-[10%] translate-y-0 gap-3 p-4 sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Search</DialogTitle>
          <DialogDescription>
            Requests (REQ-id, title), orders (ORD-id, mat code, item name), shipments, voyages and items.
          </DialogDescription>
        </DialogHeader>
        <Input
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-activedescendant={results.length > 0 ? optionId(active) : undefined}
          aria-autocomplete="list"
          aria-label="Search everything"
          placeholder="REQ-007, ORD-042, a mat code, a title..."
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onInputKeyDown}
          autoFocus
        />
        <div className="max-h-[60vh] overflow-y-auto">
          {query === '' ? null : search.isError ? (
            <p className="px-1 py-4 text-destructive text-sm">{search.error.message}</p>
          ) : search.isPending ? (
            <p className="px-1 py-4 text-muted-foreground text-sm">Searching...</p>
          ) : results.length === 0 ? (
            <p className="px-1 py-4 text-muted-foreground text-sm">Nothing found for “{query}”.</p>
          ) : null}
          <div id={listId} role="listbox" aria-label="Search results" className="grid gap-1">
            {groupsOf(results).map((group) => (
              // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox, not a form's fieldset.
              <div
                key={group.kind}
                role="group"
                aria-label={KIND_LABELS[group.kind]}
                className="grid gap-0.5"
              >
                <span className="px-2 pt-2 pb-1 font-medium text-muted-foreground text-xs" aria-hidden="true">
                  {KIND_LABELS[group.kind]}
                </span>
                {group.items.map(({ result, index }) => (
                  // biome-ignore lint/a11y/useFocusableInteractive: the combobox keeps focus; options are pointed at.
                  // biome-ignore lint/a11y/useKeyWithClickEvents: Enter in the combobox opens the active option.
                  <div
                    key={`${result.kind}-${result.id}`}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    className={cn(
                      'grid cursor-pointer gap-0.5 rounded-md px-2 py-1.5 text-sm',
                      index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
                    )}
                    onMouseEnter={() => setActive(index)}
                    onClick={() => openResult(result)}
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{result.label}</span>
                      <span className="min-w-0 truncate">{result.title}</span>
                      {result.status ? (
                        <span className="ml-auto rounded bg-muted px-1.5 text-[11px] text-foreground">
                          {result.status.replaceAll('_', ' ')}
                        </span>
                      ) : null}
                    </span>
                    {result.detail ? (
                      <span className="text-muted-foreground text-xs">{result.detail}</span>
                    ) : null}
                  </div>
                ))}
              </div>
            ))}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
