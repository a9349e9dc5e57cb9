import { expect, it } from 'vitest';
import { DEMO_ADMIN_CREDENTIALS, DEMO_CREDENTIALS } from '../../db/seed/demo-accounts.ts';
import { describeOnEachDatabase } from '../../test/harness.ts';

describeOnEachDatabase('demo accounts in demo mode', (harness) => {
  it('lists the three demo buttons’ credentials, and they sign in', async () => {
    const answer = await harness.get('/api/auth/demo-accounts');
    expect(answer.statusCode).toBe(200);
    // No one's data and fixed while the server runs: a second visit shows the buttons from the browser's cache.
    expect(answer.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=604800');
    const { accounts } = answer.json().data;
    expect(accounts).toEqual([
      { role: 'supplier', ...DEMO_CREDENTIALS.supplier },
      { role: 'rig_logistics', ...DEMO_CREDENTIALS.rig_logistics },
      { role: 'base_coordinator', ...DEMO_CREDENTIALS.base_coordinator },
      { role: 'admin', ...DEMO_ADMIN_CREDENTIALS },
    ]);
    for (const { email, password } of accounts) {
      expect((await harness.post('/api/auth/login', { email, password })).statusCode).toBe(200);
    }
  });
});

describeOnEachDatabase(
  'demo accounts outside demo mode',
  (harness) => {
    it('lists none, so the login screen shows no demo buttons', async () => {
      const answer = await harness.get('/api/auth/demo-accounts');
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toEqual({ accounts: [] });
      expect(answer.body).not.toContain('demo-2025');
    });
  },
  { config: { seedDemoData: false } },
);
