import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';

/** The value of a filter's first choice: no narrowing. */
export const ALL_FILTER = 'all';

/**
 * A list's filter (beside PagedTable's search): its first choice shows everything ("All roles"), the others
 * narrow it. The value is ALL_FILTER or one of the options' values.
 */
export function FilterSelect<Value extends string>({
  label,
  value,
  onChange,
  allLabel,
  options,
  className,
}: {
  /** "Filter by role": the control's accessible name. */
  label: string;
  value: Value | typeof ALL_FILTER;
  onChange: (value: Value | typeof ALL_FILTER) => void;
  allLabel: string;
  options: ReadonlyArray<readonly [Value, string]>;
  /** Its width from the small breakpoint up (full width on a phone). */
  className?: string;
}) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as Value | typeof ALL_FILTER)}>
      <SelectTrigger className={cn('w-full sm:w-48', className)} aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL_FILTER}>{allLabel}</SelectItem>
        {options.map(([option, text]) => (
          <SelectItem key={option} value={option}>
            {text}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
