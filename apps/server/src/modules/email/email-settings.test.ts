import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { emailStatusOf } from './email-settings.ts';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

/* Issue 26 (docs/decisions/080): the email settings, what the admin is told, and the unsubscribe token. */
describe('email settings', () => {
  it('reads SMTP_URL and MAIL_FROM, and refuses what is not an SMTP address or a sender', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      MAIL_FROM: 'Rigline <r@example.com>',
    });
    expect(config.email).toEqual({
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      from: 'Rigline <r@example.com>',
    });
    expect(loadConfig({}).email).toEqual({ smtpUrl: undefined, from: undefined });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      /SMTP_URL: must be an smtp:\/\//,
    );
    expect(() => loadConfig({ MAIL_FROM: 'Rigline' })).toThrow(/MAIL_FROM/);
    expect(loadConfig({ MAIL_FROM: 'rigline@example.com' }).email.from).toBe('rigline@example.com');
  });

  it('is on only with both settings, and says what it lacks', () => {
    const on = { smtpUrl: 'smtp://h:25', from: 'r@example.com', publicUrl: 'https://rigline.example' };
    expect(emailStatusOf(on)).toEqual({ enabled: true, from: 'r@example.com', reason: null, links: true });
    expect(emailStatusOf({ ...on, publicUrl: undefined }).reason).toContain('PUBLIC_URL is not set');
    expect(emailStatusOf({ ...on, smtpUrl: undefined })).toMatchObject({
      enabled: false,
      reason: 'Email is off on this server: notices stay in the bell (SMTP_URL is not set).',
    });
    expect(emailStatusOf({ ...on, smtpUrl: undefined, from: undefined }).reason).toContain(
      'SMTP_URL and MAIL_FROM are not set',
    );
  });

  it('signs the unsubscribe token for one person and kind; another secret or an edit fails', () => {
    const secret = 'a-secret-that-is-long-enough-for-the-hmac-0001';
    const token = signUnsubscribeToken(secret, { userId: 7, kind: 'orders_accepted' });
    expect(verifyUnsubscribeToken(secret, token)).toEqual({ userId: 7, kind: 'orders_accepted' });
    expect(verifyUnsubscribeToken(`${secret}x`, token)).toBeNull();
    const [, signature] = token.split('.');
    const otherPayload = Buffer.from('8:orders_accepted').toString('base64url');
    expect(verifyUnsubscribeToken(secret, `${otherPayload}.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, 'garbage')).toBeNull();
  });
});
