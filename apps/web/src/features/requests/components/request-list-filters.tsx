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
}: {
  rigs: readonly Rig[];
  isLoadingRigs: boolean;
  rigId: number | null;
  onRigChange: (rigId: number | null) => void;
  onSearchChange: (search: string) => void;
  searchPlaceholder: string;
  /** Beside the filters: the Export button. */
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2 md:flex-row md:items-center">
      <RigSelect
        aria-label="Rig"
        rigs={rigs}
        value={rigId}
        onChange={onRigChange}
        includeAll
        disabled={isLoadingRigs}
        placeholder={isLoadingRigs ? 'Loading rigs...' : 'All Rigs'}
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
