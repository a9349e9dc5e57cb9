import { BACKLOAD_STATUS_LABELS, listBackloadsCall } from '@rigline/contract/cargo';
import { formatVoyageId } from '@rigline/contract/ids';
import { Container } from 'lucide-react';
import { EmptyState } from '@/components/layout/empty-state';
import { ExportMenu } from '@/components/layout/export-menu';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useBackloads } from '../api/list-backloads';
import { BackloadLines } from './backload-lines';

/** A supplier's rental returns (issue 9): the backload lines naming its company, coming back and received. */
export function RentalReturnsScreen() {
  const backloads = useBackloads({ page: 1, limit: 50 });
  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex justify-end">
        <ExportMenu call={listBackloadsCall} query={{}} />
      </div>
      {backloads.isPending ? <RowsSkeleton /> : null}
      {backloads.isError ? <LoadFailure message="Could not load your rental returns." /> : null}
      {backloads.data && backloads.data.data.length === 0 ? (
        <EmptyState
          icon={Container}
          title="No rental returns"
          description="Nothing of yours is coming back from a rig."
        />
      ) : null}
      {backloads.data?.data.map((backload) => (
        <Card key={backload.id} className="gap-3">
          <CardHeader className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle className="text-base">
              From {backload.rig.name} on {formatVoyageId(backload.voyage.id)}
            </CardTitle>
            <Badge variant="outline">{BACKLOAD_STATUS_LABELS[backload.status]}</Badge>
          </CardHeader>
          <CardContent>
            <BackloadLines backload={backload} />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
