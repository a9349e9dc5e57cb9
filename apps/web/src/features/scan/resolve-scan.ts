import { formatOrderId } from '@rigline/contract/ids';
import { readScannedText } from '@rigline/contract/scan-paths';

/** What a scan or a typed code opened: a unit, or an order (on its request's page). */
export type ScanTarget =
  | { kind: 'ccu'; ccuId: number }
  | { kind: 'order'; orderId: number; requestId: number };

/**
 * The signed-in role's pages for what a scan opens (app/scan-pages.ts builds them): every role has a unit page;
 * `request` is null for a role without request pages (the admin), whose orders a scan cannot open.
 */
export interface ScanPages {
  unit: (ccuId: number) => string;
  request: ((requestId: number) => string) | null;
}

/** The two look-ups a code needs, through the API as the signed-in user: null when they may see no such thing. */
export interface ScanLookups {
  unitIdByCode: (code: string) => Promise<number | null>;
  requestIdOfOrder: (orderId: number) => Promise<number | null>;
}

export type ScanResolution = { path: string; target: ScanTarget } | { message: string };

export const EMPTY_CODE_MESSAGE = "Type a unit's code (TOR-1234) or an order number (ORD-012).";

/**
 * Where a scanned QR code or a typed code leads for this role, or what to tell the person instead. A label's
 * address names its object; a typed "ORD-012" is an order; anything else is a unit code, matched exactly.
 */
export async function resolveScan(
  text: string,
  pages: ScanPages,
  lookups: ScanLookups,
): Promise<ScanResolution> {
  const read = readScannedText(text);
  if (read === null) return { message: EMPTY_CODE_MESSAGE };
  try {
    if ('code' in read) {
      const ccuId = await lookups.unitIdByCode(read.code);
      if (ccuId === null) return { message: `No unit you can see has the code ${read.code}.` };
      return { path: pages.unit(ccuId), target: { kind: 'ccu', ccuId } };
    }
    if (read.kind === 'ccu') return { path: pages.unit(read.id), target: { kind: 'ccu', ccuId: read.id } };
    return await resolveOrder(read.id, pages, lookups);
  } catch {
    return { message: `Could not look up “${text.trim()}”: check the connection and try again.` };
  }
}

/** An order opens on its request's page, for the roles that have one. */
export async function resolveOrder(
  orderId: number,
  pages: ScanPages,
  lookups: ScanLookups,
): Promise<ScanResolution> {
  const label = formatOrderId(orderId);
  if (pages.request === null) return { message: orderClosedToRoleMessage(orderId) };
  const requestId = await lookups.requestIdOfOrder(orderId);
  if (requestId === null) return { message: `${label} is not an order you can see.` };
  return { path: pages.request(requestId), target: { kind: 'order', orderId, requestId } };
}

export function orderClosedToRoleMessage(orderId: number): string {
  return `${formatOrderId(orderId)} is an order: orders open on their request's page, which your role does not have.`;
}
