import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseConfig } from '../../config.ts';
import { createDb, type Db } from '../../db/connection.ts';
import { testConfig, withAdminClient } from '../../test/harness.ts';
import { LoginThrottle } from '../auth/login-throttle.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { startTestReceiver, type TestReceiver } from '../webhooks/webhook-fixtures.ts';
import { enqueueOutbox } from './outbox.ts';

/**
 * Two server apps on one PostgreSQL database (issue 26): both run their outbox worker at once; the claim with FOR
 * UPDATE SKIP LOCKED and its lease make each message delivered exactly once, each stream in its order.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const STREAMS = 4;
const PER_STREAM = 15;

describe.skipIf(!postgresUrl)('the outbox with two apps on one PostgreSQL database', () => {
  const schema = `test_outbox_${randomBytes(5).toString('hex')}`;
  const apps: FastifyInstance[] = [];
  const dbs: Db[] = [];
  let receiver: TestReceiver;

  beforeAll(async () => {
    await withAdminClient((client) => client.query(`create schema ${schema}`));
    const database: DatabaseConfig = { kind: 'postgres', url: postgresUrl!, schema };
    receiver = await startTestReceiver();
    // One after the other, so that one migrates and seeds; the workers start at once, polling every 20 ms.
    for (let index = 0; index < 2; index += 1) {
      const db = createDb(database);
      dbs.push(db);
      apps.push(
        await buildApp({
          config: { ...testConfig(database), webhookAllowPrivate: true },
          db,
          loginThrottle: new LoginThrottle({ stepMs: 5 }),
          cutoffReminderSweepMs: null,
          emailDigestSweepMs: null,
          outboxWorkerMs: 20,
        }),
      );
    }
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.destroy();
    await receiver?.close();
    await withAdminClient((client) => client.query(`drop schema if exists ${schema} cascade`));
  }, 30_000);

  it('delivers each message once, in the order of its stream, while both deliver', async () => {
    const db = dbs[0]!;
    const now = new Date().toISOString();
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    receiver.secrets.push(secret);
    const webhookIds: number[] = [];
    for (let index = 0; index < STREAMS; index += 1) {
      const row = await db
        .insertInto('webhooks')
        .values({
          url: receiver.url,
          events: JSON.stringify(['order.accepted']),
          secret,
          created_at: now,
          updated_at: now,
          created_by_user_id: null,
          disabled_at: null,
          disabled_reason: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      webhookIds.push(row.id);
    }
    // Written by both apps' databases, interleaved, a few to a transaction, as changes would write them.
    for (let sequence = 0; sequence < PER_STREAM; sequence += 1) {
      await inTransaction(dbs[sequence % 2]!, (trx) =>
        enqueueOutbox(
          trx,
          webhookIds.map((webhookId) => ({
            channel: 'WEBHOOK',
            stream: `webhook:${webhookId}`,
            eventType: 'order.accepted',
            webhookId,
            payload: JSON.stringify({
              type: 'order.accepted',
              timestamp: now,
              data: { webhook: webhookId, sequence },
            }),
          })),
        ),
      );
    }
    const total = STREAMS * PER_STREAM;
    const deadline = Date.now() + 20_000;
    while (receiver.received.length < total && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // A little longer: a second delivery of anything would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(total);
    expect(new Set(receiver.received.map((delivery) => delivery.id)).size).toBe(total);
    expect(receiver.received.every((delivery) => delivery.isVerified)).toBe(true);
    for (const webhookId of webhookIds) {
      const sequences = receiver.received
        .filter((delivery) => delivery.data.webhook === webhookId)
        .map((delivery) => delivery.data.sequence);
      expect(sequences).toEqual([...Array(PER_STREAM).keys()]);
    }
    const rows = await db.selectFrom('outbox').select(['status', 'attempts']).execute();
    expect(rows.every((row) => row.status === 'DELIVERED' && row.attempts === 1)).toBe(true);
    const attempts = await db.selectFrom('outbox_attempts').select('outbox_id').execute();
    expect(attempts).toHaveLength(total);
  }, 40_000);
});
