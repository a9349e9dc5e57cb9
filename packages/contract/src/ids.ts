function pad3(id: number): string {
  return String(id).padStart(3, '0');
}

/** REQ-001 */
export function formatRequestId(id: number): string {
  return `REQ-${pad3(id)}`;
}

/** ORD-001 */
export function formatOrderId(id: number): string {
  return `ORD-${pad3(id)}`;
}

/** VOY-7 (not padded) */
export function formatVoyageId(id: number): string {
  return `VOY-${id}`;
}

/**
 * How a journey is named everywhere: "Journey 2 · Ocean Endeavour", from its sequence in the voyage and its
 * rig, never by its row id (issue 12). The rig is left out when it is not known.
 */
export function formatJourneyName(sequence: number, rigName?: string | null): string {
  return rigName ? `Journey ${sequence} · ${rigName}` : `Journey ${sequence}`;
}

/** Reads "REQ-007", "req-7" or "7" back into 7; null when it is not one of ours. */
export function parseDisplayId(prefix: 'REQ' | 'ORD' | 'VOY', text: string): number | null {
  const match = new RegExp(`^(?:${prefix}-)?0*(\\d+)$`, 'i').exec(text.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
