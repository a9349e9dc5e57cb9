import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the email tests (docs/decisions/080): the `smtp-server` package listening on 127.0.0.1 on
 * a port of its own, keeping every message it accepts, parsed by `mailparser`. A recipient whose address starts
 * with `reject` is refused with 550, as a server refuses a mailbox that does not exist.
 */
export interface SmtpReceiver {
  url: string;
  messages: ParsedMail[];
  /** Waits until `count` messages have arrived in all (at most `timeoutMs`), and answers them. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** On `port` when given (the browser journey's server was started with its SMTP_URL), else a free one. */
export async function startSmtpReceiver(port = 0): Promise<SmtpReceiver> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('reject')) {
        const error = Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    messages,
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      if (messages.length < count) {
        throw new Error(`expected ${count} emails, ${messages.length} arrived`);
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header as it was sent ("List-Unsubscribe"), unfolded; undefined when the mail has none. */
export function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}
