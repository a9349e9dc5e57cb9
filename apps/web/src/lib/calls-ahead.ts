import type { AppRole } from '@/lib/auth-storage';
import { buildQueryString } from '@/lib/query-string';
import { readRememberedRigScope, resolveRigScope, rigIdsForScope } from '@/lib/rig-scope';

/*
 * Calls made ahead (issue 24, docs/decisions/081). Over a satellite link the first signed-in page's code takes
 * seconds to arrive after the Sign In answer, and only then did its calls start, one round after another (the
 * rig logistics dashboard reads the home rigs, then its figures). Signing in now starts the first page's calls
 * at once, beside the code's download; the page's own call for the same address takes the answer instead of
 * asking again (api-client.ts). An answer is taken once, by the same token, within AHEAD_MS; one not taken is
 * dropped, and a failed one is asked again by the page.
 */
const AHEAD_MS = 20_000;

interface Ahead {
  response: Promise<Response>;
  token: string;
  at: number;
}

const ahead = new Map<string, Ahead>();

/** The API's origin, as `callApi` has it ('' is the page's own), so that the addresses are the same. */
const BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

function fetchAhead(path: string, token: string): Promise<Response> {
  const url = BASE_URL + path;
  const response = globalThis.fetch(url, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  ahead.set(url, { response, token, at: Date.now() });
  response.catch(() => ahead.delete(url));
  return response;
}

/** The answer asked ahead for this GET, once; undefined when there is none (or it is stale or another's). */
export function takeAhead(url: string, token: string | null): Promise<Response> | undefined {
  const entry = ahead.get(url);
  if (!entry) return undefined;
  ahead.delete(url);
  if (entry.token !== token || Date.now() - entry.at > AHEAD_MS) return undefined;
  return entry.response;
}

export function forgetCallsAhead(): void {
  ahead.clear();
}

/**
 * The calls a role's home page makes first, by address as that page asks them. Rig logistics: the top bar's
 * notifications, the rig dashboard's rig list, the home rigs, and (once the home rigs are known, as
 * `useRigScope` narrows them) the dashboard's figures and site operations. Other roles' home pages are not
 * covered yet: their calls start with their page, as before.
 */
export function callFirstPageAhead(role: AppRole, token: string): void {
  if (role !== 'rig_logistics') return;
  fetchAhead('/api/notification/list?page=1&limit=8', token);
  fetchAhead('/api/rig/list?page=1&limit=100', token);
  fetchAhead('/api/user/home-rigs', token)
    .then((response) => (response.ok ? response.clone().json() : Promise.reject(response.status)))
    .then((body: { data?: { rigs?: Array<{ id: number; name: string }> } }) => {
      const rigs = body.data?.rigs ?? [];
      const rigIds = rigIdsForScope(resolveRigScope(null, readRememberedRigScope()), rigs);
      const query = buildQueryString(rigIds ? { rig_ids: rigIds.join(',') } : {});
      fetchAhead(`/api/dashboard/rig-logistics${query}`, token);
      fetchAhead(`/api/dashboard/site-operations${query}`, token);
    })
    .catch(() => undefined);
}
