import { type PageMeta, type PageQuery, pageMeta } from '@rigline/contract/api';
import type { Vendor } from '@rigline/contract/vendors';
import type { Db } from '../../db/connection.ts';
import { findVendorsWithOrderCounts, type VendorWithOrderCounts } from './vendors.repository.ts';

export async function listVendors(options: {
  db: Db;
  filter: PageQuery & { search?: string | undefined; include_inactive?: boolean | undefined };
}): Promise<{ data: Vendor[]; meta: PageMeta }> {
  const { filter } = options;
  const { rows, total } = await findVendorsWithOrderCounts(
    options.db,
    { search: filter.search, includeInactive: filter.include_inactive },
    { limit: filter.limit, offset: (filter.page - 1) * filter.limit },
  );
  return { data: rows.map(toVendor), meta: pageMeta(total, filter) };
}

/**
 * The vendor's rating, 0-5 (contract vendors.ts): the share of its decided orders that were delivered rather
 * than rejected, scaled to 5 and rounded to one decimal: round1(5 × delivered / (delivered + rejected)).
 * Orders still under way say nothing yet, and a vendor that has delivered nothing yet has no rating (null),
 * not 0.0 / 5: "No deliveries yet" (issue 12).
 */
export function vendorRating(counts: { delivered: number; rejected: number }): number | null {
  const decided = counts.delivered + counts.rejected;
  if (decided === 0 || counts.delivered === 0) return null;
  return Math.round((50 * counts.delivered) / decided) / 10;
}

/** One vendor with its counts, as the list shows it. */
export async function findVendor(db: Db, id: number): Promise<Vendor | undefined> {
  const { rows } = await findVendorsWithOrderCounts(db, { id }, { limit: 1, offset: 0 });
  return rows[0] ? toVendor(rows[0]) : undefined;
}

function toVendor(row: VendorWithOrderCounts): Vendor {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    status: row.status,
    contact_name: row.contact_name,
    contact_email: row.contact_email,
    contact_phone: row.contact_phone,
    rating: vendorRating({ delivered: row.delivered_count, rejected: row.rejected_count }),
    order_count: row.order_count,
    delivered_count: row.delivered_count,
    rejected_count: row.rejected_count,
  };
}
