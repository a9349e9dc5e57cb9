import type { Rig } from '@rigline/contract/rigs';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';

const ALL_RIGS = 'all';

interface RigSelectProps {
  id?: string;
  rigs: readonly Rig[];
  /** null means All Rigs (or nothing chosen yet, when All Rigs is not offered). */
  value: number | null;
  onChange: (rigId: number | null) => void;
  /** Offer All Rigs as the first entry. */
  includeAll?: boolean;
  /** The words of that first entry. */
  allLabel?: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
}

/** A rig picker whose entries show the rig's name, Active or Inactive, and its current well (§2 names a Well ID; issue 12 shows the well's name). */
export function RigSelect({
  id,
  rigs,
  value,
  onChange,
  includeAll = false,
  allLabel = 'All Rigs',
  placeholder = 'Select a rig',
  disabled,
  className,
  'aria-label': ariaLabel,
}: RigSelectProps) {
  const selected = value === null ? (includeAll ? ALL_RIGS : '') : String(value);
  return (
    <Select
      value={selected}
      onValueChange={(next) => onChange(next === ALL_RIGS ? null : Number(next))}
      disabled={disabled}
    >
      <SelectTrigger
        id={id}
        aria-label={ariaLabel}
        className={cn('w-full overflow-hidden [&>span]:min-w-0 [&>span]:overflow-hidden sm:w-80', className)}
      >
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {includeAll ? <SelectItem value={ALL_RIGS}>{allLabel}</SelectItem> : null}
        {rigs.map((rig) => (
          <SelectItem key={rig.id} value={String(rig.id)}>
            <span className="flex min-w-0 items-center gap-2">
              <span className="truncate">{rig.name}</span>
              <span className={cn('text-xs', rig.status ? 'text-green-700' : 'text-muted-foreground')}>
                {rig.status ? 'Active' : 'Inactive'}
              </span>
              <span className="whitespace-nowrap text-muted-foreground text-xs">
                Well:{' '}
                {rig.currentWell
                  ? rig.currentWell.name
                  : rig.currentWellId === null
                    ? 'N/A'
                    : rig.currentWellId}
              </span>
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
