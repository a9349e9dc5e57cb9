import { Search } from 'lucide-react';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchInputProps
  extends Omit<ComponentProps<'input'>, 'onChange' | 'value' | 'defaultValue' | 'type'> {
  /** Called with the trimmed text once typing has paused, and only when it changed. */
  onSearchChange: (search: string) => void;
  defaultValue?: string;
  delayMs?: number;
}

/** A search box that waits for a pause in typing before it reports, so a list is not refetched per key. */
export function SearchInput({
  onSearchChange,
  defaultValue = '',
  delayMs = SEARCH_DEBOUNCE_MS,
  className,
  ...props
}: SearchInputProps) {
  const [text, setText] = useState(defaultValue);
  const onSearchChangeRef = useRef(onSearchChange);
  const reportedRef = useRef(defaultValue.trim());

  useEffect(() => {
    onSearchChangeRef.current = onSearchChange;
  });

  useEffect(() => {
    const search = text.trim();
    if (search === reportedRef.current) return;
    const timer = setTimeout(() => {
      reportedRef.current = search;
      onSearchChangeRef.current(search);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  return (
    <div className={cn('relative w-full', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        className="pl-8"
        value={text}
        onChange={(event) => setText(event.target.value)}
        {...props}
      />
    </div>
  );
}
