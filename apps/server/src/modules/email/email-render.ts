import { noticePath, notificationsPagePathOf } from '@rigline/contract/notification-links';
import {
  DIGEST_HOUR_UTC,
  NOTIFICATION_KIND_LABELS,
  type NotificationChannel,
} from '@rigline/contract/notification-preferences';
import type { NotificationKind, NotificationScreen } from '@rigline/contract/notifications';
import { PAGE_PATTERNS } from '@rigline/contract/pages';
import { roleFromSlug } from '@rigline/contract/roles';
import type { EmailSettings } from './email-settings.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

/** A notice as an email carries it (the outbox message's payload, docs/decisions/080). */
export interface MailNotice {
  kind: NotificationKind;
  message: string;
  link: { screen: NotificationScreen; id: number };
  count: number;
  created_at: string;
}

/** The outbox payload of an email: what to say; it is rendered for the person when it is sent. */
export type EmailPayload =
  | { type: 'notice'; notice: MailNotice }
  /** `more`: notices past the most a digest lists (absent in digests written before it was added). */
  | { type: 'digest'; day: string; notices: MailNotice[]; more?: number }
  | { type: 'test'; requested_at: string };

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

interface Recipient {
  id: number;
  full_name: string;
  role_slug: string;
}

const SETTINGS_PAGE: Record<string, string> = {
  supplier: PAGE_PATTERNS.supplier.settings,
  'rig-logistic': PAGE_PATTERNS.rigLogistics.settings,
  'base-coordinator': PAGE_PATTERNS.baseCoordinator.settings,
  admin: PAGE_PATTERNS.admin.settings,
};

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * The page a notice opens for this person (the bell's rule). An admin's notices are of the administration
 * (a webhook switched off): its page where the admin area has one, else the admin's home.
 */
function pathOf(user: Recipient, link: MailNotice['link']): string {
  if (user.role_slug !== 'admin') return noticePath(roleFromSlug(user.role_slug), link);
  const adminPages: Readonly<Record<string, string>> = PAGE_PATTERNS.admin;
  return adminPages[link.screen] ?? PAGE_PATTERNS.admin.dashboard;
}

function absolute(settings: EmailSettings, path: string): string | null {
  return settings.publicUrl ? `${settings.publicUrl}${path}` : null;
}

/** "2026-11-28 09:14 UTC": times in emails name their zone. */
function utcTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: system-ui, -apple-system, Segoe UI, Roboto, sans-serif; color: #1f2933; line-height: 1.5; margin: 0; padding: 16px;">',
    `<div style="max-width: 560px; margin: 0 auto;">${body}</div>`,
    '</body></html>',
  ].join('\n');
}

function linkHtml(href: string | null, label: string, pathText: string | null): string {
  if (href) return `<a href="${escapeHtml(href)}" style="color: #0b5cad;">${escapeHtml(label)}</a>`;
  return pathText ? `${escapeHtml(label)}: ${escapeHtml(pathText)} in Rigline` : '';
}

interface Footer {
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Why the person gets this email, where to change it, and the one-click unsubscribe (RFC 8058). */
function footerOf(
  settings: EmailSettings,
  user: Recipient,
  what: { kind: NotificationKind | 'digest'; channel: NotificationChannel | null },
): Footer {
  const settingsPath = SETTINGS_PAGE[user.role_slug] ?? PAGE_PATTERNS.root;
  const settingsUrl = absolute(settings, settingsPath);
  const about =
    what.kind === 'digest'
      ? 'You get this digest because you chose "Daily digest" for some kinds of notice.'
      : `You get this email because you chose "Email at once" for "${NOTIFICATION_KIND_LABELS[what.kind]}".`;
  const change = `Change it under Settings, Notifications${settingsUrl ? `: ${settingsUrl}` : ` (${settingsPath})`}.`;
  if (what.channel === null) {
    return {
      text: `--\n${change}`,
      html: `<p style="color:#52606d;font-size:13px;">${escapeHtml(change)}</p>`,
      headers: {},
    };
  }
  const token = signUnsubscribeToken(settings.secret, { userId: user.id, kind: what.kind });
  const unsubscribeUrl = absolute(settings, `/api/email/unsubscribe?token=${token}`);
  const stop = what.kind === 'digest' ? 'Stop the daily digest' : 'Stop these emails';
  const headers: Record<string, string> = unsubscribeUrl
    ? { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : {};
  return {
    text: ['--', about, change, ...(unsubscribeUrl ? [`${stop}: ${unsubscribeUrl}`] : [])].join('\n'),
    html: [
      '<hr style="border:none;border-top:1px solid #d9e2ec;margin:24px 0 12px;">',
      `<p style="color:#52606d;font-size:13px;">${escapeHtml(about)} ${escapeHtml(change)}`,
      unsubscribeUrl ? ` <a href="${escapeHtml(unsubscribeUrl)}" style="color:#52606d;">${stop}</a>.` : '',
      '</p>',
    ].join(''),
    headers,
  };
}

function renderNotice(settings: EmailSettings, user: Recipient, notice: MailNotice): RenderedEmail {
  const path = pathOf(user, notice.link);
  const url = path ? absolute(settings, path) : null;
  const footer = footerOf(settings, user, { kind: notice.kind, channel: 'EMAIL' });
  const open = url ? `Open it in Rigline: ${url}` : path ? `Open it in Rigline: ${path}` : '';
  const text = [
    `Hello ${user.full_name},`,
    '',
    notice.message,
    '',
    `${NOTIFICATION_KIND_LABELS[notice.kind]}, ${utcTime(notice.created_at)}.`,
    ...(open ? [open] : []),
    '',
    footer.text,
  ].join('\n');
  const html = page(
    notice.message,
    [
      `<p>Hello ${escapeHtml(user.full_name)},</p>`,
      `<p style="font-size:16px;font-weight:600;">${escapeHtml(notice.message)}</p>`,
      `<p style="color:#52606d;">${escapeHtml(NOTIFICATION_KIND_LABELS[notice.kind])}, ${escapeHtml(utcTime(notice.created_at))}.</p>`,
      `<p>${linkHtml(url, 'Open it in Rigline', path)}</p>`,
      footer.html,
    ].join('\n'),
  );
  return { subject: notice.message, text, html, headers: footer.headers };
}

function renderDigest(
  settings: EmailSettings,
  user: Recipient,
  digest: { day: string; notices: MailNotice[]; more?: number },
): RenderedEmail {
  const more = digest.more ?? 0;
  const count = digest.notices.length + more;
  const moreLine = more > 0 ? `…and ${more} more, the newest: see them all in Rigline.` : null;
  const subject = `Rigline: ${count} notice${count === 1 ? '' : 's'} since your last digest (${digest.day})`;
  const footer = footerOf(settings, user, { kind: 'digest', channel: 'DIGEST' });
  const lines = digest.notices.map((notice) => {
    const path = pathOf(user, notice.link);
    const where = path ? (absolute(settings, path) ?? path) : null;
    return { notice, path, url: path ? absolute(settings, path) : null, where };
  });
  const allPath = user.role_slug === 'admin' ? null : notificationsPagePathOf(roleFromSlug(user.role_slug));
  const text = [
    `Hello ${user.full_name},`,
    '',
    `Your notices since the last digest (sent daily from ${String(DIGEST_HOUR_UTC).padStart(2, '0')}:00 UTC):`,
    '',
    ...lines.map(
      ({ notice, where }) =>
        `- ${utcTime(notice.created_at)}: ${notice.message}${where ? `\n  ${where}` : ''}`,
    ),
    '',
    ...(moreLine ? [moreLine, ''] : []),
    ...(allPath ? [`All your notices: ${absolute(settings, allPath) ?? allPath}`, ''] : []),
    footer.text,
  ].join('\n');
  const items = lines.map(
    ({ notice, url, path }) =>
      `<li style="margin-bottom:8px;"><span style="color:#52606d;">${escapeHtml(utcTime(notice.created_at))}</span><br>${
        url
          ? `<a href="${escapeHtml(url)}" style="color:#0b5cad;">${escapeHtml(notice.message)}</a>`
          : `${escapeHtml(notice.message)}${path ? ` (${escapeHtml(path)})` : ''}`
      }</li>`,
  );
  const html = page(
    subject,
    [
      `<p>Hello ${escapeHtml(user.full_name)},</p>`,
      `<p>Your notices since the last digest (sent daily from ${String(DIGEST_HOUR_UTC).padStart(2, '0')}:00 UTC):</p>`,
      `<ul style="padding-left:20px;">${items.join('')}</ul>`,
      moreLine ? `<p>${escapeHtml(moreLine)}</p>` : '',
      allPath ? `<p>${linkHtml(absolute(settings, allPath), 'All your notices', allPath)}</p>` : '',
      footer.html,
    ].join('\n'),
  );
  return { subject, text, html, headers: footer.headers };
}

function renderTest(settings: EmailSettings, user: Recipient, requestedAt: string): RenderedEmail {
  const subject = 'Rigline test email';
  const footer = footerOf(settings, user, { kind: 'digest', channel: null });
  const said = `You asked for this test at ${utcTime(requestedAt)}: email from Rigline reaches you.`;
  return {
    subject,
    text: [`Hello ${user.full_name},`, '', said, '', footer.text].join('\n'),
    html: page(
      subject,
      [`<p>Hello ${escapeHtml(user.full_name)},</p>`, `<p>${escapeHtml(said)}</p>`, footer.html].join('\n'),
    ),
    headers: {},
  };
}

/** The email of an outbox payload, for this person, as plain text and HTML. */
export function renderEmail(settings: EmailSettings, user: Recipient, payload: EmailPayload): RenderedEmail {
  if (payload.type === 'notice') return renderNotice(settings, user, payload.notice);
  if (payload.type === 'digest') return renderDigest(settings, user, payload);
  return renderTest(settings, user, payload.requested_at);
}
