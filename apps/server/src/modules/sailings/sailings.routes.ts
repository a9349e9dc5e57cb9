import {
  CALENDAR_FEED_FILE,
  calendarFeedCall,
  listSailingsCall,
  sailingCalendarCall,
} from '@rigline/contract/sailings';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { calendarOfFeed, renewCalendarFeed } from './calendar-feed.service.ts';
import { listSailings } from './sailings.service.ts';

export function registerSailingRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, listSailingsCall, {
    access: 'signed-in',
    handler: async ({ query, user }) => {
      const sailings = await listSailings({
        db: deps.db,
        user,
        query,
        heavyLiftT: deps.config.heavyLiftT,
        now: deps.now(),
      });
      return { status: true, message: 'Sailings retrieved successfully', data: { sailings } };
    },
  });

  registerCall(app, deps, calendarFeedCall, {
    access: 'signed-in',
    peopleOnly: true,
    handler: async ({ user, request }) => {
      const secret = await renewCalendarFeed({ db: deps.db, user, now: deps.now() });
      const origin = deps.config.publicUrl ?? `${request.protocol}://${request.host}`;
      const url = `${origin.replace(/\/$/, '')}/api/sailing/calendar/${secret}.ics`;
      const message = 'Your calendar feed address is ready; any address given before no longer works.';
      return { status: true, message, data: { message, url } };
    },
  });

  // The secret in the address is the access: a calendar program cannot sign in.
  registerCall(app, deps, sailingCalendarCall, {
    access: 'public',
    handler: async ({ params, reply }) => {
      const secret = CALENDAR_FEED_FILE.exec(params.file)?.[1] ?? '';
      const calendar = await calendarOfFeed({
        db: deps.db,
        sessions: deps.sessions,
        secret,
        now: deps.now(),
        heavyLiftT: deps.config.heavyLiftT,
        publicUrl: deps.config.publicUrl,
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="rigline-sailings.ics"')
        .send(calendar);
    },
  });
}
