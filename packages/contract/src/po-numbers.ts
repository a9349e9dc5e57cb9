import { optionalTextSchema } from './api.ts';

/**
 * Purchase-order numbers (issue 26, docs/decisions/077): a request and an order line may carry the number the
 * operator's ERP bought it under, kept as typed there (trimmed); blank is none. An order line without one is
 * bought under its request's.
 */
export const PO_NUMBER_MAX = 40;

export const poNumberSchema = optionalTextSchema('PO number', PO_NUMBER_MAX)
  .transform((text) => (text === '' ? null : text))
  .nullable()
  .optional();

/** The number a line was bought under: its own, else its request's; null when neither has one. */
export function poNumberOf(
  line: { po_number: string | null },
  request?: { po_number: string | null },
): string | null {
  return line.po_number ?? request?.po_number ?? null;
}
