import { EMAIL_OFF_MESSAGE } from '@rigline/contract/notification-preferences';
import type { AppConfig } from '../../config.ts';

/** What the email module needs of the settings and the app (built once in app.ts). */
export interface EmailSettings {
  smtpUrl: string | undefined;
  from: string | undefined;
  /** PUBLIC_URL without a trailing slash; without it emails carry no links (docs/decisions/080). */
  publicUrl: string | undefined;
  /** The app's token secret: it signs the unsubscribe links. */
  secret: string;
}

export function emailSettingsOf(config: AppConfig, secret: string): EmailSettings {
  return {
    smtpUrl: config.email.smtpUrl,
    from: config.email.from,
    publicUrl: config.publicUrl?.replace(/\/+$/, ''),
    secret,
  };
}

export interface EmailStatus {
  enabled: boolean;
  from: string | null;
  reason: string | null;
  links: boolean;
}

/** Whether email is on, and why not; said in Settings and in the admin area. */
export function emailStatusOf(settings: Pick<EmailSettings, 'smtpUrl' | 'from' | 'publicUrl'>): EmailStatus {
  const links = settings.publicUrl !== undefined;
  const missing = [settings.smtpUrl ? null : 'SMTP_URL', settings.from ? null : 'MAIL_FROM'].filter(
    (name) => name !== null,
  );
  if (missing.length > 0) {
    return {
      enabled: false,
      from: settings.from ?? null,
      reason: `${EMAIL_OFF_MESSAGE} (${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not set).`,
      links,
    };
  }
  return {
    enabled: true,
    from: settings.from ?? null,
    reason: links
      ? null
      : 'PUBLIC_URL is not set: emails name the page to open but carry no links and no one-click unsubscribe.',
    links,
  };
}
