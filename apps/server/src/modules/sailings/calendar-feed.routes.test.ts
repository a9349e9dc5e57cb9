import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import {
  apiOf,
  DAY_MS,
  fromNow,
  HOUR_MS,
  rigIdsByCode,
  scheduledVoyageTo,
} from '../voyages/voyage-fixtures.ts';

const HOUR = HOUR_MS;
const DAY = DAY_MS;
const at = fromNow;

/** The calendar read by an independent parser (Mozilla's ical.js): each event's uid, summary, start and end. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      location: event.location,
    };
  });
}

async function feedPath(harness: Harness, actor: 'supplier' | 'rig_logistics'): Promise<string> {
  const data = await apiOf(harness).ok(actor, '/api/user/calendar-feed', {});
  expect(data.url).toMatch(/^https?:\/\/[^/]+\/api\/sailing\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  return new URL(data.url).pathname;
}

describeOnEachDatabase('the calendar feed (issue 23)', (harness) => {
  const api = apiOf(harness);

  it('answers an RFC 5545 calendar of the sailings: departure, cut-off and each arrival at a rig', async () => {
    const rigs = await rigIdsByCode(harness);
    const departure = 9 * DAY;
    const { voyageId, journeyIds } = await scheduledVoyageTo(harness, {
      rigIds: [rigs[0]!, rigs[1]!],
      departure,
      name: 'Feed run',
    });
    const path = await feedPath(harness, 'supplier');
    const response = await harness.get(path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    const events = eventsOf(response.body);
    const byUid = new Map(events.map((event) => [event.uid, event]));
    const sail = byUid.get(`voyage-${voyageId}-departure@rigline`);
    expect(sail?.summary).toMatch(new RegExp(`^VOY-${voyageId} Feed run sails from `));
    expect(sail?.start).toBe(at(departure));
    expect(byUid.get(`voyage-${voyageId}-cutoff@rigline`)).toMatchObject({
      summary: `Booking cut-off: VOY-${voyageId} Feed run`,
      start: at(departure - DAY),
    });
    for (const [index, journeyId] of journeyIds.entries()) {
      expect(byUid.get(`journey-${journeyId}-arrival@rigline`)).toMatchObject({
        start: at(departure + (index + 1) * DAY),
        end: at(departure + (index + 1) * DAY + 6 * HOUR),
      });
    }
  });

  it('asking again gives a new address and the old one stops working; unknown or malformed secrets are refused', async () => {
    const first = await feedPath(harness, 'rig_logistics');
    expect((await harness.get(first)).statusCode).toBe(200);
    const second = await feedPath(harness, 'rig_logistics');
    expect(second).not.toBe(first);
    expect((await harness.get(first)).statusCode).toBe(404);
    expect((await harness.get(second)).statusCode).toBe(200);
    expect((await harness.get(`/api/sailing/calendar/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await harness.get('/api/sailing/calendar/not-a-feed.ics')).statusCode).toBe(400);
    // Only the hash of a secret is kept.
    const stored = await harness.db.selectFrom('calendar_feeds').select('secret_hash').execute();
    const secret = second.split('/').pop()!.replace('.ics', '');
    expect(stored.some((row) => row.secret_hash.includes(secret))).toBe(false);
  });

  it('needs a signed-in user to make one', async () => {
    const response = await harness.post('/api/user/calendar-feed', {});
    expect(response.statusCode).toBe(401);
  });
});
