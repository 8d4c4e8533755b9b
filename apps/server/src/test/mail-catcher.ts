import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeEach } from 'vitest';
import { useTestApp } from './test-app';

export interface CaughtMail {
  to: string;
  subject: string;
  /** The message's text, decoded from quoted-printable. */
  text: string;
}

/** Undoes the quoted-printable encoding nodemailer uses for long or non-ASCII lines. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * A real SMTP server for a test: mail the app sends through `SMTP_URL` lands here. Subjects are
 * RFC 2047 encoded when they are not ASCII; tests look at addresses and links.
 */
export async function startMailCatcher() {
  const received: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address).join(','),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
          text: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits for the next mail to an address (sending never blocks the request). */
    async mailTo(address: string, timeoutMs = 5_000): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const index = received.findIndex((mail) => mail.to === address);
        if (index !== -1) return received.splice(index, 1)[0] as CaughtMail;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no mail to ${address}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The file's app with its mail going through a real SMTP server started here, as in a deployment
 * with SMTP_URL set. Every test waits for the mail it caused; none may read another's.
 */
export async function useTestAppWithMail() {
  const catcher = await startMailCatcher();
  afterAll(() => catcher.close());
  const ctx = useTestApp({ SMTP_URL: catcher.url, PUBLIC_URL: 'https://academy.example' });
  beforeEach(() => {
    catcher.received.length = 0;
  });
  return { ctx, catcher };
}

/** The first link to a page of ours in a mail's text, with its token. */
export function linkIn(mail: CaughtMail, page: string): { url: URL; token: string } {
  const match = new RegExp(`https?://[^\\s"<>]+${page}\\?token=[\\w-]+`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in the mail to ${mail.to}`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('token') ?? '' };
}
