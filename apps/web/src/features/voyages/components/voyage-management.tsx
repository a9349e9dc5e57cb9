import { formatVoyageId } from '@rigline/contract/ids';
import { listVoyagesCall } from '@rigline/contract/voyages';
import { Ship } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/layout/empty-state';
import { ExportMenu } from '@/components/layout/export-menu';
import { LoadFailure } from '@/components/layout/load-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { useVessels } from '../api/list-vessels';
import { useVoyages } from '../api/list-voyages';
import { ALL_VESSELS, filterVoyagesByVessel, formatJourneyCount, vesselName } from '../lib/format';
import { voyageListStatus } from '../lib/voyage-status';
import { CreateVoyageDialog } from './create-voyage-dialog';
import { ListPager } from './list-pager';
import { VoyageListStatusBadge } from './status-badges';

interface VoyageManagementProps {
  /** The route table lives in app/, so the page says where a voyage's details are. */
  voyageDetailPath: (voyageId: number) => string;
  onVoyageCreated: (voyageId: number) => void;
}

/** §2.1: the coordinator's voyage table, the vessel filter and the Create Voyage dialog. */
export function VoyageManagement({ voyageDetailPath, onVoyageCreated }: VoyageManagementProps) {
  const [page, setPage] = useState(1);
  const [vesselFilter, setVesselFilter] = useState(ALL_VESSELS);
  const voyages = useVoyages(page);
  const vessels = useVessels();
  const vesselList = vessels.data ?? [];

  const shown = useMemo(
    () => filterVoyagesByVessel(voyages.data?.data ?? [], vesselFilter),
    [voyages.data, vesselFilter],
  );

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-2">
          <Label htmlFor="voyage-vessel-filter">Vessel</Label>
          <Select value={vesselFilter} onValueChange={setVesselFilter}>
            <SelectTrigger id="voyage-vessel-filter" className="w-full sm:w-64">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL_VESSELS}>All Vessels</SelectItem>
              {vesselList.map((vessel) => (
                <SelectItem key={vessel.id} value={String(vessel.id)}>
                  {vessel.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportMenu
            call={listVoyagesCall}
            query={vesselFilter === ALL_VESSELS ? {} : { vessel_id: Number(vesselFilter) }}
          />
          <CreateVoyageDialog onCreated={onVoyageCreated} />
        </div>
      </div>

      {voyages.isError ? <LoadFailure message={voyages.error.message} /> : null}

      <Card className="min-w-0 gap-0 py-0">
        <CardContent className="px-0">
          {/* A phone has no room for six columns: each voyage is a card with its id, vessel, dates and link. */}
          <ul className="grid gap-2 p-3 md:hidden" aria-label="Voyages">
            {voyages.isPending ? (
              <li className="py-6 text-center text-muted-foreground text-sm">Loading voyages...</li>
            ) : (
              shown.map((voyage) => (
                <li key={voyage.id} className="grid gap-1.5 rounded-lg border p-3 text-sm">
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-medium">{formatVoyageId(voyage.id)}</span>
                    <VoyageListStatusBadge status={voyageListStatus(voyage)} />
                  </div>
                  <span className="text-muted-foreground text-xs">
                    {formatJourneyCount(voyage.journey_count)}
                  </span>
                  {voyage.name ? <span className="truncate">{voyage.name}</span> : null}
                  <span className="text-muted-foreground text-xs">{vesselName(voyage, vesselList)}</span>
                  <span className="text-muted-foreground text-xs">
                    {voyage.started_at
                      ? `${formatDate(voyage.started_at)} → ${voyage.ended_at ? formatDate(voyage.ended_at) : 'under way'}`
                      : 'Not started'}
                  </span>
                  <Button asChild variant="outline" size="sm" className="mt-1 w-full">
                    <Link
                      to={voyageDetailPath(voyage.id)}
                      aria-label={`View Details of ${formatVoyageId(voyage.id)}`}
                    >
                      View Details
                    </Link>
                  </Button>
                </li>
              ))
            )}
          </ul>
          <div className="hidden md:block">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead className="pl-4">Voyage ID</TableHead>
                  <TableHead>Vessel</TableHead>
                  <TableHead>Start Date</TableHead>
                  <TableHead>End Date</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Journeys</TableHead>
                  <TableHead className="pr-4 text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {voyages.isPending ? (
                  <TableRow>
                    <TableCell colSpan={7} className="py-10 text-center text-muted-foreground">
                      <span role="status">Loading voyages...</span>
                    </TableCell>
                  </TableRow>
                ) : (
                  shown.map((voyage) => (
                    <TableRow key={voyage.id}>
                      <TableCell className="pl-4">
                        <div className="font-medium">{formatVoyageId(voyage.id)}</div>
                        {voyage.name ? (
                          <div className="max-w-56 truncate text-muted-foreground text-xs">{voyage.name}</div>
                        ) : null}
                      </TableCell>
                      <TableCell>{vesselName(voyage, vesselList)}</TableCell>
                      <TableCell>{formatDate(voyage.started_at)}</TableCell>
                      <TableCell>{formatDate(voyage.ended_at)}</TableCell>
                      <TableCell>
                        <VoyageListStatusBadge status={voyageListStatus(voyage)} />
                      </TableCell>
                      <TableCell>{formatJourneyCount(voyage.journey_count)}</TableCell>
                      <TableCell className="pr-4 text-right">
                        <Button asChild variant="link" size="sm" className="h-auto px-0">
                          <Link
                            to={voyageDetailPath(voyage.id)}
                            aria-label={`View details of ${formatVoyageId(voyage.id)}`}
                          >
                            View Details
                          </Link>
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </div>
          {!voyages.isPending && !voyages.isError && shown.length === 0 ? (
            <EmptyState
              icon={Ship}
              title="No voyages found"
              description="Adjust your filters or create a new voyage."
              className="m-4"
            />
          ) : null}
        </CardContent>
      </Card>

      <ListPager page={page} lastPage={voyages.data?.meta.last_page ?? 1} onPageChange={setPage} />
    </div>
  );
}
