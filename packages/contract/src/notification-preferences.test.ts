import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_KIND_GROUPS,
  NOTIFICATION_KIND_LABELS,
  saveNotificationPreferencesBodySchema,
} from './notification-preferences.ts';
import { NOTIFICATION_KINDS } from './notifications.ts';

/* Issue 26: Settings lists every kind of notice once, with a label, and the body refuses what it cannot set. */
describe('notification preferences', () => {
  it('puts every kind of notice in exactly one group, each with a label', () => {
    const grouped = NOTIFICATION_KIND_GROUPS.flatMap((group) => group.kinds);
    expect([...grouped].sort()).toEqual([...NOTIFICATION_KINDS].sort());
    for (const kind of NOTIFICATION_KINDS) expect(NOTIFICATION_KIND_LABELS[kind]).toBeTruthy();
  });

  it('refuses unknown kinds, a kind named twice and unknown channels', () => {
    const parse = (preferences: unknown) => saveNotificationPreferencesBodySchema.safeParse({ preferences });
    expect(parse([{ kind: 'orders_accepted', channel: 'EMAIL' }]).success).toBe(true);
    expect(parse([{ kind: 'nope', channel: 'EMAIL' }]).error?.issues[0]?.message).toContain(
      'kind must be one of',
    );
    expect(
      parse([
        { kind: 'orders_accepted', channel: 'EMAIL' },
        { kind: 'orders_accepted', channel: 'BELL' },
      ]).error?.issues[0]?.message,
    ).toBe('Each kind of notice may be named once');
    expect(parse([{ kind: 'orders_accepted', channel: 'SMS' }]).error?.issues[0]?.message).toBe(
      'channel must be BELL, EMAIL or DIGEST',
    );
  });
});
