import { type LoginBody, loginCall } from '@rigline/contract/auth';
import { callApi } from '@/lib/api-client';

/** POST /api/auth/login. Resolves with the token and the server's user; a refusal throws an ApiError. */
export function loginWithPassword(body: LoginBody) {
  return callApi(loginCall, { body });
}
