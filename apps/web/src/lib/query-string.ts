export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/**
 * Serializes a query object: arrays repeat the key (`id=1&id=2`), undefined is left out, and null is sent
 * as the text "null", which the API reads as "no value" (e.g. `shipment_id=null`, see the contract's
 * nullableIdQuerySchema). Returns '' or a string starting with '?'.
 */
export function buildQueryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (value === undefined) continue;
      search.append(key, value === null ? 'null' : String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
