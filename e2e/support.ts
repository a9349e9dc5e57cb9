import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '@rigline/contract/auth';
import type { Role } from '@rigline/contract/roles';

export const DEMO_BUTTON: Record<Role, string> = {
  supplier: 'Supplier',
  rig_logistics: 'Rig Logistics',
  base_coordinator: 'Base Coordinator',
};

export const HOME: Record<Role, string> = {
  supplier: '/supplier',
  rig_logistics: '/rig-logistics',
  base_coordinator: '/base-coordinator',
};

/** Signs in the way a person does: the demo button fills the form, Sign In submits it. */
export async function signInWithDemoButton(page: Page, role: Role): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: DEMO_BUTTON[role], exact: true }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${HOME[role]}$`));
}

/** The toasts on screen (sonner's region), so a toast's text is not confused with the page's. */
export function toasts(page: Page) {
  return page.locator('[data-sonner-toaster]');
}

/** Signs in through the API and returns the token, for preparing data a journey starts from. */
export async function apiToken(request: APIRequestContext, role: Role): Promise<string> {
  const response = await request.post('/api/auth/login', { data: DEMO_CREDENTIALS[role] });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.token as string;
}

/** Calls the API as the holder of `token` and returns `data`, failing the test on a refusal. */
export async function apiCall<T = Record<string, unknown>>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  const body = await response.json();
  expect(response.ok(), `${method} ${url}: ${JSON.stringify(body)}`).toBe(true);
  return body.data as T;
}
