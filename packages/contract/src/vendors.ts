import { z } from 'zod';
import { countSchema, defineCall, envelope, paged, pageQuerySchema, searchQuerySchema } from './api.ts';

export const VENDOR_STATUSES = ['active', 'inactive'] as const;
export const vendorStatusSchema = z.enum(VENDOR_STATUSES);
export type VendorStatus = z.infer<typeof vendorStatusSchema>;

export const vendorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  status: vendorStatusSchema,
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  /** 0-5, from the share of its orders delivered rather than rejected; null until it has orders. */
  rating: z.number().min(0).max(5).nullable(),
  order_count: countSchema,
  delivered_count: countSchema,
  rejected_count: countSchema,
});
export type Vendor = z.infer<typeof vendorSchema>;

export const listVendorsQuerySchema = pageQuerySchema.extend({
  /** Matches name, category or contact name. */
  search: searchQuerySchema,
});
export type ListVendorsQuery = z.input<typeof listVendorsQuerySchema>;

export const listVendorsResponseSchema = envelope(z.object({ vendors: paged(vendorSchema) }));
export type ListVendorsResponse = z.infer<typeof listVendorsResponseSchema>;

export const listVendorsCall = defineCall({
  method: 'GET',
  path: '/api/vendor/list',
  query: listVendorsQuerySchema,
  response: listVendorsResponseSchema,
});
