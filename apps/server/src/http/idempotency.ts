import { createHash } from 'node:crypto';
import type { FieldError } from '@rigline/contract/api';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_IN_PROGRESS_MESSAGE,
  IDEMPOTENCY_KEY_INVALID_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  IDEMPOTENCY_REPLAYED_HEADER,
} from '@rigline/contract/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection.ts';
import {
  claimIdempotencyKey,
  dropIdempotencyKeysBefore,
  findIdempotencyKey,
  releaseIdempotencyKey,
  saveIdempotentAnswer,
} from '../db/idempotency-keys.ts';
import { AppError, ERROR_STATUS, type ErrorCode } from '../errors.ts';

/** How long a key's answer is kept (issue 24: 24 h per user). */
export const IDEMPOTENCY_KEEP_MS = 24 * 3600 * 1000;
/** A claim with no answer this long after it was made was left by a process that stopped half-way. */
export const IDEMPOTENCY_ABANDONED_MS = 2 * 60 * 1000;

const KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;

type StoredAnswer =
  | { ok: true; envelope: unknown }
  | { ok: false; code: ErrorCode; message: string; errors?: FieldError[] };

/**
 * A signed-in POST with an `Idempotency-Key` header (docs/decisions/064): the first request with a key acts and
 * its answer is kept 24 h; a repeat answers the kept answer (status and body, with `Idempotent-Replayed: true`)
 * without acting again. The same key with another method, route or body is refused (422); a repeat while the
 * first is still being applied answers 409. Refusals a person can act on (4xx) are kept like successes, so a
 * replayed action that could not be applied says why again; a failure on our side (5xx) lets the key go.
 */
export async function answerOnce<T>(
  options: {
    db: Db;
    request: FastifyRequest;
    reply: FastifyReply;
    userId: number;
    now: () => number;
    /**
     * The answer holds a secret shown once (an API key, a webhook's signing secret): it is not kept, and a repeat
     * of the key is refused with this message (409) instead of showing the secret again.
     */
    secretShownOnce?: string;
  },
  act: () => Promise<T>,
): Promise<T> {
  const { db, request, reply, userId } = options;
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (header === undefined) return act();
  const key = Array.isArray(header) ? header.join(',') : header;
  if (!KEY_PATTERN.test(key))
    throw AppError.badInput(IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_INVALID_MESSAGE);
  const fingerprint = createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
  const now = options.now();
  await dropIdempotencyKeysBefore(db, userId, new Date(now - IDEMPOTENCY_KEEP_MS).toISOString(), {
    key,
    pendingBefore: new Date(now - IDEMPOTENCY_ABANDONED_MS).toISOString(),
  });
  const claim = { user_id: userId, key, fingerprint, created_at: new Date(now).toISOString() };
  if (!(await claimIdempotencyKey(db, claim))) {
    const kept = await findIdempotencyKey(db, userId, key);
    // Gone in between (expired and dropped by another call): claim it afresh.
    if (!kept) {
      if (!(await claimIdempotencyKey(db, claim)))
        throw new AppError('CONFLICT', IDEMPOTENCY_KEY_IN_PROGRESS_MESSAGE);
      return actAndKeep(options, key, act);
    }
    if (kept.fingerprint !== fingerprint) throw new AppError('UNPROCESSABLE', IDEMPOTENCY_KEY_REUSED_MESSAGE);
    if (kept.answer === null) throw new AppError('CONFLICT', IDEMPOTENCY_KEY_IN_PROGRESS_MESSAGE);
    reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
    const answer = JSON.parse(kept.answer) as StoredAnswer;
    if (answer.ok) return answer.envelope as T;
    throw new AppError(answer.code, answer.message, answer.errors);
  }
  // Now and then, this user's keys past their 24 h go (by the primary key's user_id prefix).
  await dropIdempotencyKeysBefore(db, userId, new Date(now - IDEMPOTENCY_KEEP_MS).toISOString());
  return actAndKeep(options, key, act);
}

async function actAndKeep<T>(
  options: { db: Db; reply: FastifyReply; userId: number; secretShownOnce?: string },
  key: string,
  act: () => Promise<T>,
): Promise<T> {
  const { db, reply, userId } = options;
  let result: T;
  try {
    result = await act();
  } catch (error) {
    if (error instanceof AppError && ERROR_STATUS[error.code] < 500) {
      const refusal: StoredAnswer = { ok: false, code: error.code, message: error.message };
      if (error.fieldErrors) refusal.errors = error.fieldErrors;
      await saveIdempotentAnswer(db, userId, key, JSON.stringify(refusal));
    } else {
      await releaseIdempotencyKey(db, userId, key);
    }
    throw error;
  }
  // A file sent by the handler itself cannot be answered again from a row: the key is let go.
  if ((result as unknown) === reply) await releaseIdempotencyKey(db, userId, key);
  else if (options.secretShownOnce !== undefined) {
    const refusal: StoredAnswer = { ok: false, code: 'CONFLICT', message: options.secretShownOnce };
    await saveIdempotentAnswer(db, userId, key, JSON.stringify(refusal));
  } else await saveIdempotentAnswer(db, userId, key, JSON.stringify({ ok: true, envelope: result }));
  return result;
}
