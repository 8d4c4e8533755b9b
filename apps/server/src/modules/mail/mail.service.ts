import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** A message in both parts a mail client may show. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A message kept in the outbox, as an admin reads it. */
export interface OutboxMessage extends MailMessage {
  id: string;
  created_at: string;
}

/** An outbox file name: a sortable time stamp and random letters, nothing a client could choose. */
const OUTBOX_ID = /^\d{8}T\d{9}Z-[\w-]{8}$/;

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

/**
 * Sends mail through SMTP when `SMTP_URL` is set (nodemailer), and otherwise writes each message
 * to the outbox under DATA_DIR, one JSON file per message, where an admin reads it in the admin
 * area — so a one-machine install without a mail server still works (decision 0017). Sending
 * never holds up or fails the request that caused it: a failure is logged.
 */
export function createMailer(options: MailerOptions) {
  // The SMTP library loads only when SMTP is configured: the outbox needs none of it.
  const transport = options.smtpUrl
    ? import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(options.smtpUrl),
      )
    : undefined;
  mkdirSync(options.outboxDir, { recursive: true });

  async function deliver(message: MailMessage): Promise<void> {
    if (transport) {
      await (await transport).sendMail({ from: options.from, ...message });
      options.log.info({ subject: message.subject }, 'mail sent by SMTP');
      return;
    }
    const id = `${new Date().toISOString().replace(/[-:.]/g, '')}-${randomBytes(6).toString('base64url')}`;
    const stored: OutboxMessage = { id, created_at: new Date().toISOString(), ...message };
    // Written aside, then renamed: a reader never sees half a message.
    const file = path.join(options.outboxDir, `${id}.json`);
    await writeFile(`${file}.part`, JSON.stringify(stored), { flag: 'wx' });
    await rename(`${file}.part`, file);
    options.log.info({ outbox: `${id}.json` }, 'mail written to the outbox (no SMTP_URL set)');
  }

  return {
    /** Hands a message over for delivery and returns at once; delivery problems are logged. */
    send(message: MailMessage): Promise<void> {
      return deliver(message).catch((error: unknown) => {
        options.log.error({ err: error }, 'mail could not be delivered');
      });
    },

    /** The outbox, newest first, a page at a time (admin). */
    async listOutbox(page: number, pageSize: number) {
      const files = (await readdir(options.outboxDir))
        .filter((file) => file.endsWith('.json') && OUTBOX_ID.test(file.slice(0, -5)))
        .sort()
        .reverse();
      const slice = files.slice((page - 1) * pageSize, page * pageSize);
      const list = await Promise.all(
        slice.map(async (file) => {
          const stored = JSON.parse(
            await readFile(path.join(options.outboxDir, file), 'utf8'),
          ) as OutboxMessage;
          return {
            id: stored.id,
            to: stored.to,
            subject: stored.subject,
            created_at: stored.created_at,
          };
        }),
      );
      return { list, count: files.length };
    },

    /** One message of the outbox, or undefined when there is none by that id. */
    async readOutbox(id: string): Promise<OutboxMessage | undefined> {
      if (!OUTBOX_ID.test(id)) return undefined;
      try {
        return JSON.parse(
          await readFile(path.join(options.outboxDir, `${id}.json`), 'utf8'),
        ) as OutboxMessage;
      } catch {
        return undefined;
      }
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
