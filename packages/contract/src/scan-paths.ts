import { parseDisplayId } from './ids.ts';

/**
 * Issue 25: what a label's QR code encodes. One address per object that does not name a role, so the same label
 * opens the right screen for whoever scans it: the web app sends `/go/ccu/7` to the signed-in role's unit page
 * and `/go/order/12` to the order's request. The server answers these paths with the web app like any page.
 */
export const SCAN_PATHS = {
  ccu: '/go/ccu/:ccuId',
  order: '/go/order/:orderId',
} as const;

export type ScanKind = keyof typeof SCAN_PATHS;

/** '/go/ccu/7' */
export function scanPathOf(kind: ScanKind, id: number): string {
  return `/go/${kind}/${id}`;
}

/** The absolute address a label encodes: the app's public address (PUBLIC_URL, or the caller's origin) + the path. */
export function scanAddressOf(origin: string, kind: ScanKind, id: number): string {
  return `${origin.replace(/\/+$/, '')}${scanPathOf(kind, id)}`;
}

export type ScannedText =
  | { kind: ScanKind; id: number }
  /** Not one of our addresses: a code typed or printed on an older label (TOR-1234), looked up by the caller. */
  | { code: string };

/**
 * What a scanned QR code or a typed code names. A label's address from any host is accepted (the quay's copy
 * may have been printed from another address of the same app); "ORD-012" typed is an order; anything else
 * is a unit code to look up.
 */
export function readScannedText(text: string): ScannedText | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const path = /^(?:https?:\/\/[^/\s]+)?\/go\/(ccu|order)\/(\d+)\/?$/i.exec(trimmed);
  if (path) {
    const id = Number(path[2]);
    return Number.isSafeInteger(id) && id > 0 ? { kind: path[1]!.toLowerCase() as ScanKind, id } : null;
  }
  if (/^ORD-\d+$/i.test(trimmed)) {
    const id = parseDisplayId('ORD', trimmed);
    return id === null ? null : { kind: 'order', id };
  }
  return { code: trimmed.toUpperCase() };
}
