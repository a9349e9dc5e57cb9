import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { sailingWeekQuery } from '../../../bench/calls.ts';
import { generateDatabase } from '../../../bench/generate.ts';
import { buildApp } from '../../app.ts';
import { createDb } from '../../db/connection.ts';
import { DEMO_CREDENTIALS } from '../../db/seed/demo-accounts.ts';
import { testConfig } from '../../test/harness.ts';

/*
 * The bench (apps/server/bench) measures GET /api/sailing/list over the week around today (issue 23). Its
 * generator schedules every voyage, so at 5k and 500k orders alike the call has sailings to answer: checked
 * here on a small generated database, the call made exactly as the bench makes it.
 */
const folder = mkdtempSync(path.join(tmpdir(), 'rigline-bench-sailings-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it("the bench's generated voyages are scheduled, so its week of the sailing list has sailings at sea and in planning", async () => {
  await generateDatabase({ kind: 'sqlite', location: folder }, { orders: 1_000 });
  const database = { kind: 'sqlite' as const, file: path.join(folder, 'rigline.db') };
  const db = createDb(database);
  const app = await buildApp({ config: { ...testConfig(database), seedDemoData: false }, db });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: DEMO_CREDENTIALS.base_coordinator,
    });
    const token = login.json().data.token as string;
    const response = await app.inject({
      method: 'GET',
      url: `/api/sailing/list?${sailingWeekQuery(new Date())}&page=1&limit=100`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    // The generator's own voyages (named VOY-n), not the demo's it starts from.
    const sailings = (
      response.json().data.sailings.data as { name: string; status: string; legs: { orders: unknown[] }[] }[]
    ).filter((sailing) => /^VOY-\d+$/.test(sailing.name));
    const statuses = new Set(sailings.map((sailing) => sailing.status));
    expect(statuses.has('STARTED')).toBe(true);
    expect(statuses.has('PLANNING')).toBe(true);
    expect(sailings.some((sailing) => sailing.legs.some((leg) => leg.orders.length > 0))).toBe(true);
  } finally {
    await app.close();
    await db.destroy();
  }
});
