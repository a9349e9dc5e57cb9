import { NOTIFICATION_KINDS } from '@rigline/contract/notifications';
import { PHASE } from '@rigline/contract/phases';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../db/seed/demo-accounts.ts';
import { describeOnEachDatabase, type Harness, TEST_TOKEN_SECRET } from '../../test/harness.ts';
import { rawHeader, startSmtpReceiver } from '../../test/smtp-receiver.ts';
import { drainOutbox } from '../outbox/outbox.ts';
import { createGulfRequest } from '../requests/request-fixtures.ts';
import { apiOf } from '../voyages/voyage-fixtures.ts';
import { claimDigest } from './email.repository.ts';
import { sweepEmailDigests } from './email-notices.ts';
import { createEmailSender } from './email-sender.ts';
import type { EmailSettings } from './email-settings.ts';

/**
 * Email notices (issue 26, docs/decisions/080) through a real SMTP server process on 127.0.0.1: preferences,
 * the notice written in the change's transaction, the outbox drained through the EMAIL sender, the mail read as
 * it arrived, the one-click unsubscribe, and the daily digest claimed once.
 */
const smtp = await startSmtpReceiver();
afterAll(() => smtp.close());

const PUBLIC_URL = 'https://rigline.test';
const FROM = 'Rigline <rigline@rigline.test>';
const PREFERENCES = '/api/user/notification-preferences';
const ASSIGNED = 'request_assigned_to_rig_logistics';

async function userIdOf(harness: Harness, email: string): Promise<number> {
  const row = await harness.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The path and query of an absolute link of the app, for inject. */
function localPath(url: string): string {
  expect(url.startsWith(`${PUBLIC_URL}/`), url).toBe(true);
  return url.slice(PUBLIC_URL.length);
}

describeOnEachDatabase(
  'email notices',
  (harness) => {
    const api = apiOf(harness);
    const settings: EmailSettings = {
      smtpUrl: smtp.url,
      from: FROM,
      publicUrl: PUBLIC_URL,
      secret: TEST_TOKEN_SECRET,
    };
    let sender: ReturnType<typeof createEmailSender>;
    beforeAll(() => {
      sender = createEmailSender({ db: harness.db, settings });
    });
    afterAll(() => sender.close());
    beforeEach(() => {
      smtp.messages.length = 0;
    });
    const drain = (now = new Date()) => drainOutbox({ db: harness.db, senders: [sender], now });

    it('answers every kind of notice, Bell only where nothing was chosen, and that email is on', async () => {
      const answer = await api.get('rig_logistics', PREFERENCES);
      expect(answer.statusCode).toBe(200);
      const data = answer.json().data;
      expect(data.preferences).toEqual(NOTIFICATION_KINDS.map((kind) => ({ kind, channel: 'BELL' })));
      expect(data.email).toEqual({ enabled: true, reason: null });
      const status = await api.get('admin', '/api/admin/email/status');
      expect(status.json().data).toEqual({
        enabled: true,
        from: FROM,
        reason: null,
        links: true,
        digest_hour_utc: 6,
      });
      expect((await api.get('supplier', '/api/admin/email/status')).statusCode).toBe(403);
    });

    it('refuses unknown kinds, repeated kinds and unknown channels, and changes nothing', async () => {
      for (const body of [
        {
          preferences: [
            { kind: 'orders_accepted', channel: 'EMAIL' },
            { kind: 'no_such_kind', channel: 'EMAIL' },
          ],
        },
        {
          preferences: [
            { kind: 'orders_accepted', channel: 'EMAIL' },
            { kind: 'orders_accepted', channel: 'BELL' },
          ],
        },
        { preferences: [{ kind: 'orders_accepted', channel: 'SMS' }] },
        { preferences: [] },
        {},
      ]) {
        const answer = await api.post('supplier', PREFERENCES, body);
        expect(answer.statusCode, JSON.stringify(body)).toBe(400);
        expect(answer.json().message).toBeTruthy();
      }
      const unknown = await api.post('supplier', PREFERENCES, {
        preferences: [{ kind: 'no_such_kind', channel: 'EMAIL' }],
      });
      expect(unknown.json().message).toContain('kind must be one of');
      const after = (await api.get('supplier', PREFERENCES)).json().data.preferences;
      expect(after.every((entry: { channel: string }) => entry.channel === 'BELL')).toBe(true);

      const saved = await api.ok('supplier', PREFERENCES, {
        preferences: [
          { kind: 'orders_accepted', channel: 'EMAIL' },
          { kind: 'orders_rejected', channel: 'DIGEST' },
        ],
      });
      expect(saved.preferences).toContainEqual({ kind: 'orders_accepted', channel: 'EMAIL' });
      expect(saved.preferences).toContainEqual({ kind: 'orders_rejected', channel: 'DIGEST' });
      // Naming one kind leaves the others as they were; BELL puts it back.
      const again = await api.ok('supplier', PREFERENCES, {
        preferences: [{ kind: 'orders_accepted', channel: 'BELL' }],
      });
      expect(again.preferences).toContainEqual({ kind: 'orders_accepted', channel: 'BELL' });
      expect(again.preferences).toContainEqual({ kind: 'orders_rejected', channel: 'DIGEST' });
      await api.ok('supplier', PREFERENCES, { preferences: [{ kind: 'orders_rejected', channel: 'BELL' }] });
    });

    it('emails a submitted request to rig logistics who chose email: subject, text, HTML, link, one-click unsubscribe', async () => {
      const ritaId = await userIdOf(harness, DEMO_CREDENTIALS.rig_logistics.email);
      await api.ok('rig_logistics', PREFERENCES, { preferences: [{ kind: ASSIGNED, channel: 'EMAIL' }] });
      const { requestId } = await createGulfRequest(harness, {
        title: 'Email test request',
        phase: PHASE.REVIEW,
      });

      const queued = await harness.db
        .selectFrom('outbox')
        .select(['id', 'stream', 'user_id', 'event_type', 'status'])
        .where('channel', '=', 'EMAIL')
        .where('event_type', '=', ASSIGNED)
        .execute();
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({ stream: `email:${ritaId}`, user_id: ritaId });

      await drain();
      const [mail] = await smtp.waitFor(1);
      const notice = await harness.db
        .selectFrom('notifications')
        .select('message')
        .where('user_id', '=', ritaId)
        .where('kind', '=', ASSIGNED)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(mail!.subject).toBe(notice.message);
      expect(mail!.subject).toMatch(/^REQ-\d+ was assigned to you for review\.$/);
      expect(mail!.from?.value[0]).toMatchObject({ name: 'Rigline', address: 'rigline@rigline.test' });
      expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').toContain(
        DEMO_CREDENTIALS.rig_logistics.email,
      );
      const link = `${PUBLIC_URL}/rig-logistics/requests/${requestId}`;
      expect(mail!.text).toContain(notice.message);
      expect(mail!.text).toContain(link);
      expect(mail!.html).toContain(`href="${link}"`);
      expect(mail!.html).toContain(notice.message);

      const unsubscribeHeader = rawHeader(mail!, 'List-Unsubscribe') ?? '';
      expect(unsubscribeHeader).toMatch(
        /^<https:\/\/rigline\.test\/api\/email\/unsubscribe\?token=[\w-]+\.[\w-]{43}>$/,
      );
      expect(rawHeader(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

      // The attempt is logged with the SMTP reply; the message is delivered.
      const attempt = await harness.db
        .selectFrom('outbox_attempts')
        .select(['status_code', 'answer'])
        .where('outbox_id', '=', queued[0]!.id)
        .executeTakeFirstOrThrow();
      expect(attempt.status_code).toBe(250);
      const delivered = await harness.db
        .selectFrom('outbox')
        .select('status')
        .where('id', '=', queued[0]!.id)
        .executeTakeFirstOrThrow();
      expect(delivered.status).toBe('DELIVERED');

      // The link's page asks, with a button; the mail program's one-click POST puts the kind back in the bell.
      const unsubscribeUrl = localPath(unsubscribeHeader.slice(1, -1));
      const page = await harness.app.inject({ method: 'GET', url: unsubscribeUrl });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<button type="submit"');
      expect(page.body).toContain(DEMO_CREDENTIALS.rig_logistics.email);
      const oneClick = await harness.app.inject({
        method: 'POST',
        url: unsubscribeUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode, oneClick.body).toBe(200);
      expect(oneClick.body).toContain('no longer get');
      const after = (await api.get('rig_logistics', PREFERENCES)).json().data.preferences;
      expect(after).toContainEqual({ kind: ASSIGNED, channel: 'BELL' });

      // A forged token changes nothing.
      const forged = unsubscribeUrl.replace(/\.[\w-]{43}$/, `.${'A'.repeat(43)}`);
      const refused = await harness.app.inject({
        method: 'POST',
        url: forged,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(refused.statusCode).toBe(400);
    });

    it('mails nobody who kept the bell, and nobody deactivated', async () => {
      const ritaId = await userIdOf(harness, DEMO_CREDENTIALS.rig_logistics.email);
      const before = await harness.db
        .selectFrom('outbox')
        .select('id')
        .where('channel', '=', 'EMAIL')
        .execute();
      await createGulfRequest(harness, { title: 'Bell only request', phase: PHASE.REVIEW });
      await api.ok('rig_logistics', PREFERENCES, { preferences: [{ kind: ASSIGNED, channel: 'EMAIL' }] });
      await harness.db.updateTable('users').set({ is_active: 0 }).where('id', '=', ritaId).execute();
      try {
        await createGulfRequest(harness, { title: 'Deactivated request', phase: PHASE.REVIEW });
      } finally {
        await harness.db.updateTable('users').set({ is_active: 1 }).where('id', '=', ritaId).execute();
      }
      const after = await harness.db
        .selectFrom('outbox')
        .select('id')
        .where('channel', '=', 'EMAIL')
        .execute();
      expect(after).toHaveLength(before.length);
      await api.ok('rig_logistics', PREFERENCES, { preferences: [{ kind: ASSIGNED, channel: 'BELL' }] });
    });

    it('sends the daily digest once for two sweeps, and a day is claimed once', async () => {
      const ritaId = await userIdOf(harness, DEMO_CREDENTIALS.rig_logistics.email);
      await api.ok('rig_logistics', PREFERENCES, { preferences: [{ kind: ASSIGNED, channel: 'DIGEST' }] });
      const { requestId } = await createGulfRequest(harness, {
        title: 'Digest request',
        phase: PHASE.REVIEW,
      });
      // Nothing goes at once for a DIGEST kind.
      await drain();
      expect(smtp.messages).toHaveLength(0);

      const real = new Date();
      // Before 06:00 UTC no digest goes; from then the first sweep of the day sends.
      const early = new Date(`${real.toISOString().slice(0, 10)}T05:59:00.000Z`);
      expect(await sweepEmailDigests({ db: harness.db, now: early })).toEqual([]);
      const sixThirty = new Date(`${real.toISOString().slice(0, 10)}T06:30:00.000Z`);
      const now = real.getTime() > sixThirty.getTime() ? new Date(real.getTime() + 1000) : sixThirty;
      expect(await sweepEmailDigests({ db: harness.db, now })).toEqual([ritaId]);
      expect(await sweepEmailDigests({ db: harness.db, now: new Date(now.getTime() + 60_000) })).toEqual([]);
      const day = now.toISOString().slice(0, 10);
      expect(await claimDigest(harness.db, { user_id: ritaId, day, sent_at: now.toISOString() })).toBe(false);

      // The digest is due from the sweep's time (the clock of this test may be ahead of the real one).
      await drain(new Date(now.getTime() + 120_000));
      const [digest] = await smtp.waitFor(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(smtp.messages).toHaveLength(1);
      expect(digest!.subject).toMatch(
        new RegExp(`^Rigline: \\d+ notices? since your last digest \\(${day}\\)$`),
      );
      const link = `${PUBLIC_URL}/rig-logistics/requests/${requestId}`;
      expect(digest!.text).toContain(link);
      expect(digest!.text).toContain('06:00 UTC');
      expect(digest!.html).toContain(`href="${link}"`);
      const unsubscribeHeader = rawHeader(digest!, 'List-Unsubscribe') ?? '';
      const oneClick = await harness.app.inject({
        method: 'POST',
        url: localPath(unsubscribeHeader.slice(1, -1)),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      const after = (await api.get('rig_logistics', PREFERENCES)).json().data.preferences;
      expect(after).toContainEqual({ kind: ASSIGNED, channel: 'BELL' });
    });

    it('sends a test email, and gives up at once on a mailbox the server refuses', async () => {
      const sent = await api.ok('base_coordinator', '/api/user/email/test', {});
      expect(sent.message).toContain(DEMO_CREDENTIALS.base_coordinator.email);
      await drain();
      const [mail] = await smtp.waitFor(1);
      expect(mail!.subject).toBe('Rigline test email');
      expect(mail!.text).toMatch(/\d{2}:\d{2} UTC/);

      const secondId = await userIdOf(harness, 'supplier2@rigline.demo');
      await harness.db
        .updateTable('users')
        .set({ email: 'reject-me@rigline.demo' })
        .where('id', '=', secondId)
        .execute();
      try {
        const result = await sender.send({
          id: 0,
          channel: 'EMAIL',
          stream: `email:${secondId}`,
          eventType: 'test',
          webhookId: null,
          userId: secondId,
          messageId: 'msg_test',
          payload: JSON.stringify({ type: 'test', requested_at: new Date().toISOString() }),
          attempts: 0,
          createdAt: new Date().toISOString(),
        });
        expect(result).toMatchObject({ ok: false, statusCode: 550, permanent: true });
        expect(result.answer).toContain('No such mailbox');
      } finally {
        await harness.db
          .updateTable('users')
          .set({ email: 'supplier2@rigline.demo' })
          .where('id', '=', secondId)
          .execute();
      }
    });
  },
  { config: { publicUrl: PUBLIC_URL, email: { smtpUrl: smtp.url, from: FROM } } },
);

describeOnEachDatabase('email notices, with email off', (harness) => {
  const api = apiOf(harness);

  it('says so, and keeps every notice in the bell', async () => {
    const status = (await api.get('admin', '/api/admin/email/status')).json().data;
    expect(status.enabled).toBe(false);
    expect(status.reason).toContain('SMTP_URL and MAIL_FROM are not set');
    const preferences = (await api.get('supplier', PREFERENCES)).json().data;
    expect(preferences.email).toEqual({
      enabled: false,
      reason: 'Email is off on this server: notices stay in the bell',
    });
    const refused = await api.post('supplier', PREFERENCES, {
      preferences: [{ kind: 'orders_accepted', channel: 'EMAIL' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Email is off on this server');
    expect((await api.post('supplier', '/api/user/email/test', {})).statusCode).toBe(400);
    const kept = (await api.get('supplier', PREFERENCES)).json().data.preferences;
    expect(kept).toContainEqual({ kind: 'orders_accepted', channel: 'BELL' });
  });
});

describe('the SMTP receiver', () => {
  it('listens on 127.0.0.1', () => {
    expect(smtp.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
  });
});
