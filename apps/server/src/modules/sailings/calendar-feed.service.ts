import { createHash, randomBytes } from 'node:crypto';
import { formatVoyageId } from '@rigline/contract/ids';
import type { Sailing } from '@rigline/contract/sailings';
import ical, { type ICalCalendar } from 'ical-generator';
import type { CurrentUser, SessionUsers } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { findCalendarFeedUser, replaceCalendarFeed } from './calendar-feeds.repository.ts';
import { listSailings } from './sailings.service.ts';

const DAY_MS = 86_400_000;
/** The feed's window: a week back (what just happened) to eight weeks ahead; at most this many sailings. */
const FEED_BACK_DAYS = 7;
const FEED_AHEAD_DAYS = 56;
const FEED_MAX_SAILINGS = 100;
/** A departure or a cut-off is a moment; calendars show it as a short event of this length. */
const MOMENT_MS = 30 * 60_000;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * POST /api/user/calendar-feed (issue 23): a new private feed address for the signed-in user. The secret is 32
 * random bytes; only its hash is kept, and it replaces the user's previous one, which stops working.
 */
export async function renewCalendarFeed(options: {
  db: Db;
  user: CurrentUser;
  now: number;
}): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await inTransaction(options.db, (trx) =>
    replaceCalendarFeed(trx, {
      userId: options.user.id,
      secretHash: hashOf(secret),
      now: new Date(options.now).toISOString(),
    }),
  );
  return secret;
}

/**
 * GET /api/sailing/calendar/{secret}.ics: the sailings the feed's user may see, as an RFC 5545 calendar. An
 * unknown or replaced secret, or a user who may no longer sign in, answers 404 (nothing says which).
 */
export async function calendarOfFeed(options: {
  db: Db;
  sessions: SessionUsers;
  secret: string;
  now: number;
  heavyLiftT: number;
  publicUrl: string | undefined;
}): Promise<string> {
  const userId = await findCalendarFeedUser(options.db, hashOf(options.secret));
  const user = userId === undefined ? null : await options.sessions.loadCurrentUser(options.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'This calendar feed does not exist or has been replaced.');
  const { data } = await listSailings({
    db: options.db,
    user,
    query: {
      page: 1,
      limit: FEED_MAX_SAILINGS,
      from: new Date(options.now - FEED_BACK_DAYS * DAY_MS).toISOString(),
      to: new Date(options.now + FEED_AHEAD_DAYS * DAY_MS).toISOString(),
    },
    heavyLiftT: options.heavyLiftT,
    now: options.now,
  });
  const calendar = ical({ name: 'Rigline sailings', prodId: { company: 'Rigline', product: 'Sailings' } });
  for (const sailing of data) addSailing(calendar, sailing, options.publicUrl);
  return calendar.toString();
}

/** One sailing: its departure, the booking cut-off, and each arrival at a rig (expected, else planned). */
function addSailing(calendar: ICalCalendar, sailing: Sailing, publicUrl: string | undefined): void {
  const name = `${formatVoyageId(sailing.voyage_id)} ${sailing.name}`;
  const vessel = sailing.vessel?.name ?? 'vessel not set';
  const base = sailing.base?.name ?? 'the base';
  const url = publicUrl ? `${publicUrl.replace(/\/$/, '')}/` : undefined;
  const moment = (iso: string) => ({ start: new Date(iso), end: new Date(Date.parse(iso) + MOMENT_MS) });
  calendar.createEvent({
    id: `voyage-${sailing.voyage_id}-departure@rigline`,
    ...moment(sailing.planned_departure_at),
    summary: `${name} sails from ${base}`,
    description: `${vessel}. Calls: ${sailing.legs.map((leg) => leg.rig.name).join(', ') || 'none yet'}.`,
    location: base,
    ...(url ? { url } : {}),
  });
  calendar.createEvent({
    id: `voyage-${sailing.voyage_id}-cutoff@rigline`,
    ...moment(sailing.cutoff_at),
    summary: `Booking cut-off: ${name}`,
    description: `Deliver to the quay at ${base} by now to sail on ${name} (${vessel}).`,
    location: base,
  });
  for (const leg of sailing.legs) {
    const arrival = leg.arrived_at ?? leg.expected_arrival_at ?? leg.planned_arrival_at;
    if (!arrival) continue;
    const departure = leg.planned_departure_at;
    calendar.createEvent({
      id: `journey-${leg.journey_id}-arrival@rigline`,
      start: new Date(arrival),
      end:
        departure && Date.parse(departure) > Date.parse(arrival)
          ? new Date(departure)
          : new Date(Date.parse(arrival) + MOMENT_MS),
      summary: `${name} at ${leg.rig.name}`,
      description: `${vessel}, leg ${leg.sequence}. ${leg.arrived_at ? 'Arrived' : 'Expected'} ${new Date(arrival).toISOString().slice(0, 16).replace('T', ' ')} UTC${leg.planned_arrival_at && !leg.arrived_at && leg.planned_arrival_at !== arrival ? ` (planned ${leg.planned_arrival_at.slice(0, 16).replace('T', ' ')} UTC)` : ''}. ${leg.orders.length} order${leg.orders.length === 1 ? '' : 's'} you can see on it.`,
      location: leg.rig.name,
    });
  }
}
