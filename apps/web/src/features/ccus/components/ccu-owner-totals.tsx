import type { ListCcusQuery } from '@rigline/contract/ccus';
import { PAGE } from '@rigline/contract/constants';
import { LoadFailure } from '@/components/layout/load-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useCcus } from '@/features/ccus/api/list-ccus';
import { hireByOwner, totalHire } from '@/features/ccus/lib/ccu-csv';
import { hireText } from '@/features/ccus/lib/ccu-format';

/**
 * Per owner, of the units matching the register's search and filters: how many, how many are out now (on a
 * voyage or at a rig), and their hire to date. Worked out in the browser from one page of the list at the largest
 * size the call allows; when more units match, it says so and counts only those (docs/decisions/076, "Screens").
 */
export function CcuOwnerTotals({ filter }: { filter: Omit<ListCcusQuery, 'page' | 'limit'> }) {
  const units = useCcus({ ...filter, page: 1, limit: PAGE.maxLimit });
  const lines = hireByOwner(units.data?.data ?? []);
  const total = units.data?.meta.total ?? 0;
  const counted = units.data?.data.length ?? 0;
  const hire = totalHire(lines);
  return (
    <Card role="region" className="gap-3" aria-labelledby="ccu-owner-totals">
      <CardHeader>
        <CardTitle id="ccu-owner-totals">Out and hire by owner</CardTitle>
        <CardDescription>
          Of the units matching the search and filters. Hire to date is day rate × days off the base, over
          every trip; the day rate carries no currency.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        {units.isError ? (
          <LoadFailure
            message="Error loading the totals. Please try again."
            onRetry={() => void units.refetch()}
          />
        ) : !units.data ? (
          <Skeleton className="h-16 w-full" />
        ) : lines.length === 0 ? (
          <p className="text-muted-foreground text-sm">No units match.</p>
        ) : (
          <>
            <Table aria-label="Out and hire by owner">
              <TableHeader>
                <TableRow>
                  <TableHead>Owner</TableHead>
                  <TableHead className="text-right">Units</TableHead>
                  <TableHead className="text-right">Out now</TableHead>
                  <TableHead className="text-right">Hire to date</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {lines.map((line) => (
                  <TableRow key={line.owner?.id ?? 'operator'}>
                    <TableCell className="whitespace-normal">{line.owner?.name ?? 'Operator'}</TableCell>
                    <TableCell className="text-right tabular-nums">{line.units}</TableCell>
                    <TableCell className="text-right tabular-nums">{line.out}</TableCell>
                    <TableCell className="text-right tabular-nums">{hireText(line.hire)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell>All owners</TableCell>
                  <TableCell className="text-right tabular-nums">{counted}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {lines.reduce((sum, line) => sum + line.out, 0)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{hireText(hire)}</TableCell>
                </TableRow>
              </TableFooter>
            </Table>
            {total > counted ? (
              <p className="text-muted-foreground text-sm">
                These totals count the first {counted} of {total} matching units (by code). Narrow the
                filters, or export the CSV for every unit.
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
