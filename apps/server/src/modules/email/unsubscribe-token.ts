import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe's token (docs/decisions/080): `<payload>.<signature>`, the payload base64url of
 * `<user id>:<kind or "digest">`, the signature base64url HMAC-SHA256 of the payload with the app's token secret
 * (under a purpose of its own, so it can never pass for a sign-in token). It does not expire: an old email's link
 * still stops the emails, and all it can do is put a kind of notice back in the bell.
 */
const PURPOSE = 'rigline-email-unsubscribe:';

export interface UnsubscribeTarget {
  userId: number;
  /** A kind of notice, or `digest` for every kind sent in the daily digest. */
  kind: string;
}

function signatureOf(secret: string, payload: string): string {
  return createHmac('sha256', secret)
    .update(PURPOSE + payload)
    .digest('base64url');
}

export function signUnsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  const payload = Buffer.from(`${target.userId}:${target.kind}`).toString('base64url');
  return `${payload}.${signatureOf(secret, payload)}`;
}

/** The person and kind the token was signed for; null when it was not signed with this secret or is malformed. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(signatureOf(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const match = /^(\d{1,10}):([a-z_]{1,64})$/.exec(Buffer.from(payload, 'base64url').toString('utf8'));
  if (!match) return null;
  return { userId: Number(match[1]), kind: match[2] ?? '' };
}
