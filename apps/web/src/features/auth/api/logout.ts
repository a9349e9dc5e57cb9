import { logoutCall } from '@rigline/contract/auth';
import { callApi } from '@/lib/api-client';

/**
 * POST /api/auth/logout: ends this session on the server, so the token is worthless if it was copied. The
 * token is read when the call starts, so the caller may clear the stored session right after starting it.
 */
export async function logoutOnServer(): Promise<void> {
  await callApi(logoutCall);
}
