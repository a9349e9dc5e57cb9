import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  DEMO_ADMIN_CREDENTIALS,
  DEMO_CREDENTIALS,
  SECOND_SUPPLIER_CREDENTIALS,
} from '../apps/server/src/db/seed/demo-accounts.ts';

const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
    );
}

test('the built web app holds no demo password: the buttons get them from a server in demo mode', async ({
  page,
}) => {
  const passwords = [
    ...Object.values(DEMO_CREDENTIALS).map((credentials) => credentials.password),
    SECOND_SUPPLIER_CREDENTIALS.password,
    DEMO_ADMIN_CREDENTIALS.password,
  ];
  const files = filesUnder(webDist);
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  for (const file of files) {
    const text = fs.readFileSync(file, 'latin1');
    for (const password of passwords) expect(text.includes(password), `${password} in ${file}`).toBe(false);
  }

  await page.goto('/login');
  await page.getByRole('button', { name: 'Supplier', exact: true }).click();
  await expect(page.getByLabel('Password')).toHaveValue(DEMO_CREDENTIALS.supplier.password);
});
