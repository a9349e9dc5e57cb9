import {
  DIGEST_HOUR_UTC,
  emailStatusCall,
  getNotificationPreferencesCall,
  saveNotificationPreferencesCall,
  sendTestEmailCall,
  unsubscribeCall,
  unsubscribePageCall,
} from '@rigline/contract/notification-preferences';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { escapeHtml } from './email-render.ts';
import { type EmailSettings, emailStatusOf } from './email-settings.ts';
import {
  describeUnsubscribe,
  emailAvailability,
  listPreferences,
  saveNotificationPreferences,
  sendTestEmail,
  unsubscribe,
} from './notification-preferences.service.ts';

const INVALID_LINK =
  'This unsubscribe link is not valid. Choose how you hear of notices in Rigline, under Settings.';

function smallPage(title: string, body: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; color: #1f2933; margin: 0; padding: 24px 16px;">',
    `<main style="max-width: 480px; margin: 0 auto;"><h1 style="font-size: 20px;">${escapeHtml(title)}</h1>${body}</main>`,
    '</body></html>',
  ].join('\n');
}

export function registerEmailRoutes(app: FastifyInstance, deps: AppDeps, settings: EmailSettings): void {
  registerCall(app, deps, getNotificationPreferencesCall, {
    access: 'signed-in',
    handler: async ({ user }) => ({
      status: true,
      message: 'Notification preferences retrieved',
      data: { preferences: await listPreferences({ db: deps.db, user }), email: emailAvailability(settings) },
    }),
  });

  registerCall(app, deps, saveNotificationPreferencesCall, {
    access: 'signed-in',
    peopleOnly: true,
    handler: async ({ user, body }) => {
      const preferences = await saveNotificationPreferences({
        db: deps.db,
        user,
        settings,
        preferences: body.preferences,
        now: deps.now(),
      });
      return {
        status: true,
        message: 'Notification preferences saved',
        data: { preferences, email: emailAvailability(settings) },
      };
    },
  });

  registerCall(app, deps, emailStatusCall, {
    access: ['admin'],
    handler: async () => ({
      status: true,
      message: 'Email status retrieved',
      data: { ...emailStatusOf(settings), digest_hour_utc: DIGEST_HOUR_UTC },
    }),
  });

  registerCall(app, deps, sendTestEmailCall, {
    access: 'signed-in',
    peopleOnly: true,
    handler: async ({ user }) => {
      const message = await sendTestEmail({ db: deps.db, user, settings, now: deps.now() });
      return { status: true, message, data: { message } };
    },
  });

  // The unsubscribe link is opened from a mail program, signed out: the token is the access. A mail program's
  // one-click POST sends a form body (RFC 8058), which only these two routes read.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, { form: String(body) }),
    );

    registerCall(scope, deps, unsubscribePageCall, {
      access: 'public',
      handler: async ({ query, reply }) => {
        const target = await describeUnsubscribe({ db: deps.db, settings, token: query.token });
        const html = target
          ? smallPage(
              'Stop these emails?',
              [
                `<p>Stop ${escapeHtml(target.what)} to ${escapeHtml(target.email)}? The notices stay in the bell.</p>`,
                `<form method="post" action="/api/email/unsubscribe?token=${encodeURIComponent(query.token)}">`,
                '<input type="hidden" name="List-Unsubscribe" value="One-Click">',
                '<button type="submit" style="font-size: 16px; padding: 10px 16px;">Unsubscribe</button>',
                '</form>',
              ].join('\n'),
            )
          : smallPage('Link not valid', `<p>${escapeHtml(INVALID_LINK)}</p>`);
        return reply
          .code(target ? 200 : 400)
          .type('text/html; charset=utf-8')
          .send(html);
      },
    });

    registerCall(scope, deps, unsubscribeCall, {
      access: 'public',
      handler: async ({ query, reply }) => {
        const done = await unsubscribe({ db: deps.db, settings, token: query.token });
        const html = done
          ? smallPage(
              'Unsubscribed',
              `<p>You will no longer get ${escapeHtml(done.what)} at ${escapeHtml(done.email)}: those notices stay in the bell. Change it back in Rigline under Settings, Notifications.</p>`,
            )
          : smallPage('Link not valid', `<p>${escapeHtml(INVALID_LINK)}</p>`);
        return reply
          .code(done ? 200 : 400)
          .type('text/html; charset=utf-8')
          .send(html);
      },
    });
  });
}
