import type { NamedRef } from '@rigline/contract/api';
import {
  CCU_CERTIFICATE_STATUS_LABELS,
  CCU_LOCATION_LABELS,
  CCU_TYPE_LABELS,
  type Ccu,
} from '@rigline/contract/ccus';
import { type CsvCell, csvText } from '@/lib/csv-file';
import { voyageText } from './ccu-format';

/** The register's export, one row per unit. Times in ISO 8601 (UTC, named by its Z); figures bare, to the cent. */
export const CCU_CSV_COLUMNS = [
  'Code',
  'Type',
  'Owner',
  'Location',
  'Voyage',
  'Rig',
  'Since (UTC)',
  'Days out',
  'Day rate (per day)',
  'Hire to date',
  'Certificate',
  'Certificate number',
  'Certified until',
  'Next inspection due',
] as const;

export function ccuCsvRow(unit: Ccu): CsvCell[] {
  return [
    unit.code,
    CCU_TYPE_LABELS[unit.type],
    unit.owner?.name ?? 'Operator',
    CCU_LOCATION_LABELS[unit.location.kind],
    unit.location.voyage ? voyageText(unit.location.voyage) : null,
    unit.location.rig?.name ?? null,
    unit.location.since,
    unit.days_out,
    unit.day_rate,
    unit.hire_to_date,
    CCU_CERTIFICATE_STATUS_LABELS[unit.certificate_status],
    unit.certificate_number,
    unit.certified_until,
    unit.next_inspection_due,
  ];
}

/** The units as CSV text, through the app's one CSV writer (it neutralises a cell that looks like a formula). */
export function ccusCsv(units: readonly Ccu[]): Promise<string> {
  return csvText(CCU_CSV_COLUMNS, units.map(ccuCsvRow));
}

/** "ccus-2026-11-27.csv": the export's name, dated by the UTC day (the day the server counts days and dates by). */
export function ccuCsvFileName(prefix: string, now: Date = new Date()): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}.csv`;
}

/** One owner's line of the totals: how many of the listed units are theirs, out now, and their hire to date. */
export interface OwnerHire {
  owner: NamedRef | null;
  units: number;
  /** On a voyage or at a rig now. */
  out: number;
  /** The sum of the hire to date of its units hired by the day; null when none is. */
  hire: number | null;
}

/** The units' totals per owner: the operator first, then the companies by name. */
export function hireByOwner(units: readonly Ccu[]): OwnerHire[] {
  const byOwner = new Map<number | null, OwnerHire>();
  for (const unit of units) {
    const key = unit.owner?.id ?? null;
    const line = byOwner.get(key) ?? { owner: unit.owner, units: 0, out: 0, hire: null };
    line.units += 1;
    if (unit.location.kind === 'on_voyage' || unit.location.kind === 'at_rig') line.out += 1;
    if (unit.hire_to_date !== null) line.hire = centsOf((line.hire ?? 0) + unit.hire_to_date);
    byOwner.set(key, line);
  }
  return [...byOwner.values()].sort((a, b) =>
    a.owner === null ? -1 : b.owner === null ? 1 : a.owner.name.localeCompare(b.owner.name),
  );
}

/** The whole of the lines' hire; null when no line has any. */
export function totalHire(lines: readonly { hire: number | null }[]): number | null {
  const hired = lines.filter((line) => line.hire !== null);
  return hired.length === 0 ? null : centsOf(hired.reduce((sum, line) => sum + (line.hire ?? 0), 0));
}

function centsOf(amount: number): number {
  return Math.round(amount * 100) / 100;
}
