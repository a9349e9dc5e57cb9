import { expect, type Page } from '@playwright/test';
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
