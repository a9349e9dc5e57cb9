import { type ListSailingsQuery, listSailingsCall } from '@rigline/contract/sailings';
import { callApi } from '@/lib/api-client';
import { failFetch } from '@/lib/fetch-errors';

/** GET /api/sailing/list → data.sailings: one page of sailings (issue 23); Create Request and Schedule read it. */
export async function fetchSailings(query: ListSailingsQuery, signal?: AbortSignal) {
  try {
    const response = await callApi(listSailingsCall, { query, signal });
    return response.data.sailings;
  } catch (error) {
    return failFetch('Failed to fetch the sailings', error);
  }
}
