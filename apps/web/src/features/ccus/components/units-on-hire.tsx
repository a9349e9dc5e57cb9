import { PAGE } from '@rigline/contract/constants';
import { Box } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/layout/empty-state';
import { LoadFailure } from '@/components/layout/load-states';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
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
import { CcuExportButton } from '@/features/ccus/components/ccu-export-button';
import { totalHire } from '@/features/ccus/lib/ccu-csv';
import { ccuLocationText, dayRateText, daysText, hireText } from '@/features/ccus/lib/ccu-format';

/** Shown from the small breakpoint up; on a phone the row keeps code, where (with its days) and hire. */
const WIDE = 'hidden sm:table-cell';

/**
 * A supplier's own units (issue 25), under its Rental Returns: where each is, its days out, day rate and hire
 * to date, with the total, and the CSV. Only the units its company owns: the list call would also give the
 * units its cargo travels in, which are someone else's to hire out.
 */
export function UnitsOnHire({
  vendorId,
  detailPath,
}: {
  vendorId: number;
  detailPath: (id: number) => string;
}) {
  const filter = { owner_vendor_id: vendorId };
  const units = useCcus({ ...filter, page: 1, limit: PAGE.maxLimit });
  const rows = units.data?.data ?? [];
  const total = units.data?.meta.total ?? 0;
  const hire = totalHire(rows.map((unit) => ({ hire: unit.hire_to_date })));
  const out = rows.filter((unit) => unit.days_out !== null).length;
  return (
    <Card role="region" aria-labelledby="units-on-hire" className="gap-4">
      <CardHeader>
        <CardTitle id="units-on-hire">Your units on hire</CardTitle>
        <CardDescription>
          The cargo carrying units your company owns: where each is and its hire to date (day rate × days off
          the base, over every trip; the day rate carries no currency).
        </CardDescription>
        <CardAction>
          <CcuExportButton filter={filter} fileNamePrefix="units-on-hire" />
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-2">
        {units.isError ? (
          <LoadFailure message="Could not load your units." onRetry={() => void units.refetch()} />
        ) : !units.data ? (
          <Skeleton className="h-24 w-full" />
        ) : rows.length === 0 ? (
          <EmptyState
            icon={Box}
            title="No units of yours"
            description="None is registered to your company."
          />
        ) : (
          <>
            <Table aria-label="Your units on hire">
              <TableHeader>
                <TableRow>
                  <TableHead>Code</TableHead>
                  <TableHead>Where</TableHead>
                  <TableHead className={`${WIDE} text-right`}>Days out</TableHead>
                  <TableHead className={`${WIDE} text-right`}>Day rate</TableHead>
                  <TableHead className="text-right">Hire to date</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((unit) => (
                  <TableRow key={unit.id}>
                    <TableCell className="font-medium">
                      <Link to={detailPath(unit.id)} className="underline-offset-4 hover:underline">
                        {unit.code}
                      </Link>
                    </TableCell>
                    <TableCell className="whitespace-normal">
                      {ccuLocationText(unit.location)}
                      {unit.days_out !== null ? (
                        <span className="block text-muted-foreground text-xs sm:hidden">
                          {daysText(unit.days_out)} out
                        </span>
                      ) : null}
                    </TableCell>
                    <TableCell className={`${WIDE} text-right tabular-nums`}>
                      {daysText(unit.days_out)}
                    </TableCell>
                    <TableCell className={`${WIDE} text-right tabular-nums`}>
                      {dayRateText(unit.day_rate)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{hireText(unit.hire_to_date)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={2} className="whitespace-normal">
                    Total: {out} of {rows.length} out now
                  </TableCell>
                  <TableCell className={WIDE} colSpan={2} />
                  <TableCell className="text-right tabular-nums">{hireText(hire)}</TableCell>
                </TableRow>
              </TableFooter>
            </Table>
            {total > rows.length ? (
              <p className="text-muted-foreground text-sm">
                Showing the first {rows.length} of your {total} units (by code), and their total; the CSV has
                every unit.
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
