import { formatVoyageId } from '@rigline/contract/ids';
import { type ListSailingsQuery, listSailingsCall, type Sailing } from '@rigline/contract/sailings';
import { callApi } from './api-client';
import { failFetch } from './fetch-errors';

/**
 * GET /api/sailing/list → data.sailings: the page of sailings (issue 23). Shared by Create Request's next
 * sailings, rig logistics' Arrivals and the supplier's Sailings.
 */
export async function fetchSailings(query: ListSailingsQuery, signal?: AbortSignal) {
  try {
    const response = await callApi(listSailingsCall, { query, signal });
    return response.data.sailings;
  } catch (error) {
    return failFetch('Failed to fetch the sailings', error);
  }
}

/** "VOY-5 Saturday run". */
export function sailingName(sailing: Pick<Sailing, 'voyage_id' | 'name'>): string {
  return `${formatVoyageId(sailing.voyage_id)} ${sailing.name}`;
}
