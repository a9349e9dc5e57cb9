import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/connection.ts';
import type { OutboxAttemptResult, OutboxDelivery, OutboxSender } from '../outbox/outbox-types.ts';
import { findMailUser } from './email.repository.ts';
import { type EmailPayload, renderEmail } from './email-render.ts';
import { type EmailSettings, emailStatusOf } from './email-settings.ts';

const ANSWER_LIMIT = 1000;

/** The SMTP reply code at the start of an answer ("250 2.0.0 Ok: queued"); null when there is none. */
function smtpCode(text: string | undefined): number | null {
  const match = /^(\d{3})\b/.exec(text ?? '');
  return match ? Number(match[1]) : null;
}

function failure(error: unknown): OutboxAttemptResult {
  const details = error as { responseCode?: number; response?: string; message?: string; code?: string };
  const statusCode =
    typeof details.responseCode === 'number' ? details.responseCode : smtpCode(details.response);
  const answer = (details.response ?? details.message ?? String(error)).slice(0, ANSWER_LIMIT);
  // 5xx is the server's final no (no such mailbox, relaying refused): sending again cannot help.
  return { ok: false, statusCode, answer, permanent: statusCode !== null && statusCode >= 500 };
}

/**
 * The outbox's EMAIL channel (docs/decisions/080): reads the person as they are now (an address changed since the
 * notice goes to the new one; a deactivated person or an API key's account gets nothing), renders the payload
 * and hands it to nodemailer. The answer is the start of the SMTP server's reply, the status its reply code.
 * Without SMTP_URL and MAIL_FROM every message is given up at once, saying why.
 */
/** How long one SMTP step may take (connect, greeting, each exchange). */
const SMTP_TIMEOUT_MS = 15_000;

export function createEmailSender(options: {
  db: Db;
  settings: EmailSettings;
  /** Tests hand in their own; otherwise one is made from SMTP_URL. */
  transport?: Transporter;
}): OutboxSender & { close: () => void } {
  const { db, settings } = options;
  const status = emailStatusOf(settings);
  const transport =
    options.transport ??
    (status.enabled && settings.smtpUrl
      ? nodemailer.createTransport({
          url: settings.smtpUrl,
          // Well inside the outbox's 60 s claim: a slow server fails the attempt (retried later) rather than
          // outliving the claim and letting another process send the same email (nodemailer waits minutes).
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        })
      : null);
  return {
    channel: 'EMAIL',
    close: () => transport?.close(),
    async send(delivery: OutboxDelivery): Promise<OutboxAttemptResult> {
      if (!transport || !settings.from) {
        return { ok: false, statusCode: null, answer: status.reason ?? 'Email is off', permanent: true };
      }
      const user = delivery.userId === null ? undefined : await findMailUser(db, delivery.userId);
      if (user?.is_active !== 1 || user.is_api_key === 1) {
        return {
          ok: false,
          statusCode: null,
          answer: 'Not sent: the account is deactivated or gone',
          permanent: true,
        };
      }
      let payload: EmailPayload;
      try {
        payload = JSON.parse(delivery.payload) as EmailPayload;
      } catch {
        return {
          ok: false,
          statusCode: null,
          answer: 'Not sent: the message is not valid JSON',
          permanent: true,
        };
      }
      const email = renderEmail(settings, user, payload);
      try {
        const info = await transport.sendMail({
          from: settings.from,
          to: { name: user.full_name, address: user.email },
          subject: email.subject,
          text: email.text,
          html: email.html,
          headers: email.headers,
          // The same on every attempt: a mail program that got it once can tell a retry.
          messageId: `<${delivery.messageId}@rigline>`,
        });
        const answer = String(info.response ?? '').slice(0, ANSWER_LIMIT);
        return { ok: true, statusCode: smtpCode(answer), answer };
      } catch (error) {
        return failure(error);
      }
    },
  };
}
