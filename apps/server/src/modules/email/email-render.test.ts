import { describe, expect, it } from 'vitest';
import { renderEmail } from './email-render.ts';

const settings = {
  smtpUrl: 'smtp://127.0.0.1:2525',
  from: 'Rigline <rigline@example.com>',
  publicUrl: 'https://rigline.example.com',
  secret: 'a-secret-long-enough-for-the-unsubscribe-tokens',
};
const rita = { id: 3, full_name: 'Rita Alvarez', role_slug: 'rig-logistic' };
const notice = {
  kind: 'orders_arrived' as const,
  message: 'ORD-042 arrived at Ocean Endeavour.',
  link: { screen: 'request' as const, id: 7 },
  count: 1,
  created_at: '2026-11-27T09:15:00.000Z',
};

describe('the daily digest (docs/decisions/080)', () => {
  it('counts every notice and says how many more there were than it lists', () => {
    const mail = renderEmail(settings, rita, {
      type: 'digest',
      day: '2026-11-28',
      notices: [notice],
      more: 250,
    });
    expect(mail.subject).toBe('Rigline: 251 notices since your last digest (2026-11-28)');
    expect(mail.text).toContain('…and 250 more, the newest: see them all in Rigline.');
    expect(mail.html).toContain('…and 250 more, the newest: see them all in Rigline.');
    expect(mail.text).toContain('https://rigline.example.com/rig-logistics/requests/7');
  });

  it('says nothing of more when it lists them all', () => {
    const mail = renderEmail(settings, rita, { type: 'digest', day: '2026-11-28', notices: [notice] });
    expect(mail.subject).toBe('Rigline: 1 notice since your last digest (2026-11-28)');
    expect(mail.text).not.toContain('more, the newest');
  });
});
