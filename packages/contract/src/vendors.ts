import { z } from 'zod';
import {
  bodyIdSchema,
  booleanQuerySchema,
  countSchema,
  defineCall,
  emailSchema,
  envelope,
  optionalTextSchema,
  paged,
  pageQuerySchema,
  requiredTextSchema,
  searchQuerySchema,
} from './api.ts';

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
  /** 0-5, from the share of its orders delivered rather than rejected; null until it has delivered one. */
  rating: z.number().min(0).max(5).nullable(),
  order_count: countSchema,
  delivered_count: countSchema,
  rejected_count: countSchema,
});
export type Vendor = z.infer<typeof vendorSchema>;

export const listVendorsQuerySchema = pageQuerySchema.extend({
  /** Matches name, category or contact name. */
  search: searchQuerySchema,
  /** Omitted or true: every vendor; false: active vendors only. */
  include_inactive: booleanQuerySchema.optional(),
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

/** A contact email may be left empty; when given it must be an email address. */
const contactEmailSchema = z.union([z.literal(''), emailSchema('Contact email')]);

const vendorFields = {
  name: requiredTextSchema('Name', 100),
  category: requiredTextSchema('Category', 100),
  contact_name: optionalTextSchema('Contact name', 100),
  contact_email: contactEmailSchema,
  contact_phone: optionalTextSchema('Contact phone', 50),
  /** inactive: the vendor's users cannot sign in and their sessions end. */
  status: vendorStatusSchema,
};

export const VENDOR_NAME_TAKEN_MESSAGE = 'A supplier company with this name already exists';

export const createVendorBodySchema = z.object({
  name: vendorFields.name,
  category: vendorFields.category,
  contact_name: vendorFields.contact_name.default(''),
  contact_email: vendorFields.contact_email.default(''),
  contact_phone: vendorFields.contact_phone.default(''),
  status: vendorFields.status.default('active'),
});
export type CreateVendorBody = z.input<typeof createVendorBodySchema>;

export const vendorResponseSchema = envelope(z.object({ vendor: vendorSchema }));
export type VendorResponse = z.infer<typeof vendorResponseSchema>;

/** Admin only. 409 naming `name` when a vendor has that name (without regard to case). */
export const createVendorCall = defineCall({
  method: 'POST',
  path: '/api/vendor/create',
  body: createVendorBodySchema,
  response: vendorResponseSchema,
});

export const updateVendorBodySchema = z.object({
  id: bodyIdSchema('id must be the id of a supplier company'),
  name: vendorFields.name.optional(),
  category: vendorFields.category.optional(),
  contact_name: vendorFields.contact_name.optional(),
  contact_email: vendorFields.contact_email.optional(),
  contact_phone: vendorFields.contact_phone.optional(),
  status: vendorFields.status.optional(),
});
export type UpdateVendorBody = z.input<typeof updateVendorBodySchema>;

/** Admin only; id + any of the fields. Vendors are deactivated (status inactive), never deleted. */
export const updateVendorCall = defineCall({
  method: 'POST',
  path: '/api/vendor/update',
  body: updateVendorBodySchema,
  response: vendorResponseSchema,
});
