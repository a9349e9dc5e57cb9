import type { NamedRef } from '@rigline/contract/api';
import { CCU_TYPE_LABELS, type Ccu, type CcuChange, ccuFirstDueDate } from '@rigline/contract/ccus';
import { formatMeasure } from '@rigline/contract/units';
import { Box, Pencil, Printer } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { EmptyState } from '@/components/layout/empty-state';
import { InfoField } from '@/components/layout/info-field';
import { LoadFailure } from '@/components/layout/load-states';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCcuHistory } from '@/features/ccus/api/ccu-history';
import { useCcu } from '@/features/ccus/api/get-ccu';
import { CcuFormDialog } from '@/features/ccus/components/ccu-form-dialog';
import { CcuStatusBadge } from '@/features/ccus/components/ccu-status-badge';
import { CcuTrips } from '@/features/ccus/components/ccu-trips';
import { ccuLocationText, dayRateText, daysText, hireText } from '@/features/ccus/lib/ccu-format';
import { apiErrorOf } from '@/lib/fetch-errors';
import { openFile } from '@/lib/fetch-file';
import { formatCalendarDate, formatDate } from '@/lib/format';
import { useUnitSystem } from '@/lib/preferences';

/** The field names of a change as the page shows them. */
const FIELD_LABELS: Record<string, string> = {
  code: 'Code',
  type: 'Type',
  owner_vendor_id: 'Owner',
  tare_kg: 'Tare (kg)',
  max_gross_kg: 'Max gross (kg)',
  length_m: 'Length (m)',
  width_m: 'Width (m)',
  height_m: 'Height (m)',
  certificate_number: 'Certificate number',
  certified_until: 'Certified until',
  next_inspection_due: 'Next inspection due',
  day_rate: 'Day rate',
  // Packing and unpacking (issue 25) record what the unit holds.
  contents: 'Contents',
};

function valueText(field: string, value: unknown, owners: readonly NamedRef[]): string {
  if (value === null || value === undefined) return field === 'owner_vendor_id' ? 'Operator' : '—';
  if (field === 'type') return CCU_TYPE_LABELS[value as keyof typeof CCU_TYPE_LABELS] ?? String(value);
  if (field === 'owner_vendor_id')
    return owners.find((owner) => owner.id === value)?.name ?? `Company ${value}`;
  return String(value);
}

/**
 * One unit: what it is and its certificate, where it is now with its days out and hire, its trips, and who
 * registered and changed it; its label to print.
 */
export function CcuDetail({
  unitId,
  canEdit,
  owners,
  voyagePath,
}: {
  unitId: number;
  canEdit: boolean;
  owners: readonly NamedRef[];
  /** The voyage's page, for the roles that have one. */
  voyagePath?: (voyageId: number) => string;
}) {
  const unit = useCcu(unitId);
  const [isFormOpen, setIsFormOpen] = useState(false);
  if (unit.isError && apiErrorOf(unit.error)?.status === 404) {
    return (
      <EmptyState
        icon={Box}
        title="Unit not found"
        description="There is no such unit, or it is not one you may see."
      />
    );
  }
  if (unit.isError) {
    return (
      <LoadFailure
        message="Error loading the unit. Please try again."
        onRetry={() => void unit.refetch()}
        isRetrying={unit.isFetching}
      />
    );
  }
  if (!unit.data) return <Skeleton className="h-48 w-full" />;
  const known = unit.data.owner ? [unit.data.owner, ...owners] : owners;
  return (
    <div className="grid min-w-0 gap-4">
      <UnitCard
        unit={unit.data}
        action={
          <div className="flex flex-wrap justify-end gap-2">
            <PrintLabelButton unit={unit.data} />
            {canEdit ? (
              <Button variant="outline" size="sm" onClick={() => setIsFormOpen(true)}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            ) : null}
          </div>
        }
      />
      <WhereNow unit={unit.data} />
      <CcuTrips unitId={unitId} voyagePath={voyagePath} />
      <UnitChanges unitId={unitId} owners={known} />
      {canEdit ? (
        <CcuFormDialog open={isFormOpen} onOpenChange={setIsFormOpen} unit={unit.data} owners={owners} />
      ) : null}
    </div>
  );
}

/** Opens the unit's label (a PDF, 100 × 150 mm) in a new tab to print. */
function PrintLabelButton({ unit }: { unit: Ccu }) {
  const [isOpening, setOpening] = useState(false);
  async function print() {
    setOpening(true);
    try {
      await openFile(`/api/ccu/label/${unit.id}`, `label-${unit.code}.pdf`);
    } catch (error) {
      toast.error('Could not open the label', {
        id: 'ccu-label-failed',
        description: error instanceof Error ? error.message : 'Please try again.',
      });
    } finally {
      setOpening(false);
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={() => void print()} aria-busy={isOpening || undefined}>
      <Printer aria-hidden="true" />
      {isOpening ? 'Opening label…' : 'Print label'}
    </Button>
  );
}

/** Where the unit is (issue 25), its days off the base on this trip and its hire over every trip. */
function WhereNow({ unit }: { unit: Ccu }) {
  return (
    <Card role="region" aria-labelledby="ccu-where-now">
      <CardHeader>
        <CardTitle id="ccu-where-now">Where it is now</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="font-medium">{ccuLocationText(unit.location)}</p>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <InfoField label="Days out">{daysText(unit.days_out)}</InfoField>
          <InfoField label="Day rate">{dayRateText(unit.day_rate)}</InfoField>
          <InfoField label="Hire to date">{hireText(unit.hire_to_date)}</InfoField>
        </dl>
      </CardContent>
    </Card>
  );
}

function UnitCard({ unit, action }: { unit: Ccu; action: React.ReactNode }) {
  const system = useUnitSystem();
  const size = [unit.length_m, unit.width_m, unit.height_m].map((value) => formatMeasure(value, 'm', system));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {unit.code}
          <CcuStatusBadge status={unit.certificate_status} />
        </CardTitle>
        {action ? <CardAction>{action}</CardAction> : null}
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          <InfoField label="Type">{CCU_TYPE_LABELS[unit.type]}</InfoField>
          <InfoField label="Owner">{unit.owner?.name ?? 'Operator'}</InfoField>
          <InfoField label="Tare">{formatMeasure(unit.tare_kg, 'kg', system)}</InfoField>
          <InfoField label="Max gross">{formatMeasure(unit.max_gross_kg, 'kg', system)}</InfoField>
          <InfoField label="Length × width × height">{size.join(' × ')}</InfoField>
          <InfoField label="Certificate number">{unit.certificate_number}</InfoField>
          <InfoField label="Certified until">{formatCalendarDate(unit.certified_until)}</InfoField>
          <InfoField label="Next inspection due">{formatCalendarDate(unit.next_inspection_due)}</InfoField>
          <InfoField label="Day rate">
            {unit.day_rate === null ? 'Not hired by the day' : dayRateText(unit.day_rate)}
          </InfoField>
          <InfoField label="Stops being usable">{formatCalendarDate(ccuFirstDueDate(unit))}</InfoField>
        </dl>
      </CardContent>
    </Card>
  );
}

function UnitChanges({ unitId, owners }: { unitId: number; owners: readonly NamedRef[] }) {
  const history = useCcuHistory(unitId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>History</CardTitle>
      </CardHeader>
      <CardContent>
        {history.isError ? (
          <LoadFailure
            message="Error loading the history. Please try again."
            onRetry={() => void history.refetch()}
          />
        ) : !history.data ? (
          <Skeleton className="h-16 w-full" />
        ) : history.data.length === 0 ? (
          <EmptyState icon={Pencil} title="No changes recorded" />
        ) : (
          <ol className="grid divide-y" aria-label="History">
            {history.data.map((change, index) => (
              <ChangeEntry
                key={change.id}
                change={change}
                owners={owners}
                isCreation={index === history.data.length - 1 && isCreation(change)}
              />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function isCreation(change: CcuChange): boolean {
  return Object.values(change.changes).every(([before]) => before === null);
}

function ChangeEntry({
  change,
  owners,
  isCreation,
}: {
  change: CcuChange;
  owners: readonly NamedRef[];
  isCreation: boolean;
}) {
  const fields = Object.entries(change.changes);
  return (
    <li className="grid gap-1 py-2.5 text-sm sm:grid-cols-[10.5rem_1fr] sm:gap-3">
      <time dateTime={change.at} className="text-muted-foreground text-xs sm:pt-0.5">
        {formatDate(change.at)}
      </time>
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium leading-snug">
          {isCreation ? 'Registered' : 'Changed'}
          <span className="font-normal text-muted-foreground"> by {change.actor ?? 'the system'}</span>
        </p>
        {isCreation ? null : (
          <ul className="text-muted-foreground text-xs leading-snug">
            {fields.map(([field, [before, after]]) => (
              <li key={field} className="break-words">
                {FIELD_LABELS[field] ?? field}: {valueText(field, before, owners)} →{' '}
                <span className="text-foreground">{valueText(field, after, owners)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
