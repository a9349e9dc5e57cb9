import type { Rig } from '@rigline/contract/rigs';
import type { ReactNode } from 'react';
import { SearchInput } from '@/components/ui/search-input';
import { RigSelect } from './rig-select';

/** The rig filter and search box above an operator request list. */
export function RequestListFilters({
  rigs,
  isLoadingRigs,
  rigId,
  onRigChange,
  onSearchChange,
  searchPlaceholder,
  actions,
  allRigsLabel = 'All Rigs',
}: {
  rigs: readonly Rig[];
  isLoadingRigs: boolean;
  rigId: number | null;
  onRigChange: (rigId: number | null) => void;
  onSearchChange: (search: string) => void;
  searchPlaceholder: string;
  /** Beside the filters: the Export button. */
  actions?: ReactNode;
  /** The "every rig" entry's words: All Rigs, or All home rigs while a home-rig scope narrows the list. */
  allRigsLabel?: string;
}) {
  return (
    <div className="flex flex-col gap-2 md:flex-row md:items-center">
      <RigSelect
        aria-label="Rig"
        rigs={rigs}
        value={rigId}
        onChange={onRigChange}
        includeAll
        allLabel={allRigsLabel}
        disabled={isLoadingRigs}
        placeholder={isLoadingRigs ? 'Loading rigs...' : allRigsLabel}
      />
      <SearchInput
        aria-label="Search requests"
        placeholder={searchPlaceholder}
        onSearchChange={onSearchChange}
        className="md:max-w-xs"
      />
      {actions ? <div className="md:ml-auto">{actions}</div> : null}
    </div>
  );
}
