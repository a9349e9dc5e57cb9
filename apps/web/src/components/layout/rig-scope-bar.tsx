import { MapPin } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { RigScopeState } from '@/hooks/use-rig-scope';
import { homeRigNames } from '@/lib/home-rigs';

/**
 * The rig filter a rig logistics screen opens with (issue 12): "Home rigs: Nordic Star, …" and "All rigs" one
 * click away, or "All rigs" and the way back to the home rigs. Nothing for a user without home rigs.
 */
export function RigScopeBar({ rigScope }: { rigScope: RigScopeState }) {
  if (!rigScope.hasHomeRigs) return null;
  const isHome = rigScope.scope === 'home';
  return (
    <section
      aria-label="Rig filter"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-muted/40 px-3 py-2 text-sm"
    >
      <p className="flex min-w-0 items-center gap-2" data-testid="rig-scope">
        <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        {isHome ? (
          <span>
            <span className="font-medium">Home rigs:</span> {homeRigNames(rigScope.homeRigs)}
          </span>
        ) : (
          <span>
            <span className="font-medium">All rigs</span>
          </span>
        )}
      </p>
      {isHome ? (
        <Button variant="outline" size="sm" onClick={rigScope.showAll}>
          All rigs
        </Button>
      ) : (
        <Button variant="outline" size="sm" onClick={rigScope.showHome}>
          Home rigs only
        </Button>
      )}
    </section>
  );
}
