import {
  EMAIL_OFF_MESSAGE,
  type EmailAvailability,
  NOTIFICATION_KIND_LABELS,
  type NotificationPreference,
  notificationChannelSchema,
} from '@rigline/contract/notification-preferences';
import { NOTIFICATION_KINDS, type NotificationKind } from '@rigline/contract/notifications';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { inTransaction } from '../live/live-transaction.ts';
import {
  findMailUser,
  findPreferencesOfUser,
  resetPreferencesToBell,
  savePreferences,
} from './email.repository.ts';
import { enqueueTestEmail } from './email-notices.ts';
import { type EmailSettings, emailStatusOf } from './email-settings.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

/** Whether this server sends email, as everyone's Settings shows it. */
export function emailAvailability(settings: EmailSettings): EmailAvailability {
  const status = emailStatusOf(settings);
  return { enabled: status.enabled, reason: status.enabled ? null : EMAIL_OFF_MESSAGE };
}

/** Every kind of notice with the person's choice, BELL where they chose nothing. */
export async function listPreferences(options: {
  db: Db;
  user: CurrentUser;
}): Promise<NotificationPreference[]> {
  const rows = await findPreferencesOfUser(options.db, options.user.id);
  const chosen = new Map(rows.map((row) => [row.kind, row.channel]));
  return NOTIFICATION_KINDS.map((kind) => {
    const parsed = notificationChannelSchema.safeParse(chosen.get(kind));
    return { kind, channel: parsed.success ? parsed.data : 'BELL' };
  });
}

/**
 * Sets the kinds named (the others keep theirs) in one transaction, and answers every kind. EMAIL and DIGEST are
 * refused while email is off, and for an API key's account, which has no mailbox.
 */
export async function saveNotificationPreferences(options: {
  db: Db;
  user: CurrentUser;
  settings: EmailSettings;
  preferences: readonly NotificationPreference[];
  now: number;
}): Promise<NotificationPreference[]> {
  const { db, user } = options;
  const wantsEmail = options.preferences.some((entry) => entry.channel !== 'BELL');
  if (wantsEmail && !emailStatusOf(options.settings).enabled) {
    throw AppError.badInput('preferences', `${EMAIL_OFF_MESSAGE}: choose Bell only.`);
  }
  if (wantsEmail && user.apiKey) {
    throw AppError.badInput('preferences', 'An API key has no mailbox: its notices can only be Bell only.');
  }
  await inTransaction(db, async (trx) => {
    // The account may have been deactivated since the call was authenticated.
    const account = await findMailUser(trx, user.id);
    if (account?.is_active !== 1) throw new AppError('CONFLICT', 'This account was deactivated.');
    await savePreferences(trx, {
      userId: user.id,
      preferences: options.preferences,
      now: new Date(options.now).toISOString(),
    });
  });
  return listPreferences({ db, user });
}

/** A test email to the signed-in person, through the outbox (refused while email is off). */
export async function sendTestEmail(options: {
  db: Db;
  user: CurrentUser;
  settings: EmailSettings;
  now: number;
}): Promise<string> {
  const status = emailStatusOf(options.settings);
  if (!status.enabled) throw new AppError('BAD_INPUT', status.reason ?? EMAIL_OFF_MESSAGE);
  if (options.user.apiKey)
    throw new AppError('BAD_INPUT', 'An API key has no mailbox to send a test email to.');
  await enqueueTestEmail(options.db, { userId: options.user.id, now: new Date(options.now).toISOString() });
  return `A test email is on its way to ${options.user.email}.`;
}

/** What an unsubscribe link stops, for its page; null when the link is not valid. */
export async function describeUnsubscribe(options: {
  db: Db;
  settings: EmailSettings;
  token: string;
}): Promise<{ email: string; what: string } | null> {
  const target = verifyUnsubscribeToken(options.settings.secret, options.token);
  if (!target) return null;
  const user = await findMailUser(options.db, target.userId);
  if (!user) return null;
  return { email: user.email, what: whatOf(target.kind) };
}

function whatOf(kind: string): string {
  return kind === 'digest'
    ? 'the daily digest'
    : `emails about "${NOTIFICATION_KIND_LABELS[kind as NotificationKind] ?? kind}"`;
}

/**
 * The one-click unsubscribe (RFC 8058): puts the token's kind (or every DIGEST kind) of its person back in the
 * bell. Doing it again changes nothing and says the same. Null when the token is not valid.
 */
export async function unsubscribe(options: {
  db: Db;
  settings: EmailSettings;
  token: string;
}): Promise<{ email: string; what: string } | null> {
  const target = verifyUnsubscribeToken(options.settings.secret, options.token);
  if (!target) return null;
  const isKnownKind =
    target.kind === 'digest' || (NOTIFICATION_KINDS as readonly string[]).includes(target.kind);
  if (!isKnownKind) return null;
  return inTransaction(options.db, async (trx) => {
    const user = await findMailUser(trx, target.userId);
    if (!user) return null;
    await resetPreferencesToBell(trx, {
      userId: target.userId,
      kinds: target.kind === 'digest' ? 'digest' : [target.kind],
    });
    return { email: user.email, what: whatOf(target.kind) };
  });
}
