import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { createMailRepository, type MailRow } from './mail.repository';

/** A message in both parts a mail client may show. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}

/** How often an instance looks for mail that is due (another instance's, or a retry). */
const POLL_MS = 5_000;
/** Messages one attempt claims at a time. */
const BATCH = 10;
/**
 * Time a claimed message is left to its sender before another attempt may claim it: longer than
 * the SMTP timeouts below add up to, so a slow send is never sent twice by two instances.
 */
const LEASE_SECONDS = 120;
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** Attempts before a message counts as failed: the backoff below spreads them over about a day. */
const MAX_ATTEMPTS = 10;

/** 30 s after the first failure, doubling, at most an hour apart. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 3_600);

const OUTBOX_ID = /^[1-9]\d{0,9}$/;

type MailRepository = ReturnType<typeof createMailRepository>;

/** A message as the admin's outbox lists it. */
function presentEntry(row: MailRow) {
  return {
    id: String(row.id),
    to: row.recipient,
    subject: row.subject,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/** The SMTP transport when one is configured: the library loads only then, the outbox needs none. */
function smtpTransport(smtpUrl: string | undefined) {
  return smtpUrl
    ? import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }),
      )
    : undefined;
}

type SmtpTransport = Awaited<NonNullable<ReturnType<typeof smtpTransport>>>;

/** Sends one claimed message, marking it sent, or failed with when to try again (if ever). */
async function deliver(
  repository: MailRepository,
  options: MailerOptions,
  row: MailRow,
  sender: SmtpTransport,
) {
  try {
    await sender.sendMail({
      from: options.from,
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      html: row.html,
    });
    await repository.markSent(row.id);
    options.log.info({ mail: row.id }, 'mail sent by SMTP');
  } catch (error) {
    const retryIn = row.attempts >= MAX_ATTEMPTS ? undefined : retryDelaySeconds(row.attempts);
    await repository.markFailedAttempt(row.id, String(error).slice(0, 500), retryIn);
    options.log.warn(
      { mail: row.id, attempts: row.attempts, retryInSeconds: retryIn, err: error },
      retryIn === undefined ? 'mail could not be delivered: given up' : 'mail not delivered yet',
    );
  }
}

/** The admin's view of the outbox. */
function outboxReader(repository: MailRepository) {
  return {
    /** The outbox, newest first, a page at a time (admin). */
    async listOutbox(page: number, pageSize: number) {
      const { rows, total } = await repository.page(page, pageSize);
      return { list: rows.map(presentEntry), count: total };
    },

    /** One message of the outbox, or undefined when there is none by that id. */
    async readOutbox(id: string) {
      const row = OUTBOX_ID.test(id) ? await repository.find(Number(id)) : undefined;
      return row && { ...presentEntry(row), text: row.text, html: row.html };
    },
  };
}

/**
 * The academy's mail (decision 0017). A message is written to the outbox table in the
 * transaction of the change that causes it (`queueIn`), so it exists exactly when the change
 * does, whichever instance made it and whatever happens to that instance next. With `SMTP_URL`
 * set, every instance delivers due messages from the table (nodemailer), claiming them so that
 * two instances never send one message at once, and retrying failures with backoff; without it
 * the outbox is where mail is kept, and an admin reads it in the admin area, so a one-machine
 * install needs no mail server.
 */
export function createMailer(db: Database, options: MailerOptions) {
  const repository = createMailRepository(db);
  const transport = smtpTransport(options.smtpUrl);
  let running: Promise<void> | undefined;
  let isDueAgain = false;
  let timer: NodeJS.Timeout | undefined;
  let isClosed = false;

  async function deliverDue(): Promise<void> {
    if (!transport) return;
    const sender = await transport;
    do {
      isDueAgain = false;
      const claimed = await repository.claimDue(BATCH, LEASE_SECONDS);
      for (const row of claimed) await deliver(repository, options, row, sender);
      if (claimed.length === BATCH) isDueAgain = true;
    } while (isDueAgain && !isClosed);
  }

  /** Delivers what is due now; a call while a round runs asks that round to look once more. */
  function deliverSoon(): void {
    if (!transport || isClosed) return;
    if (running) {
      isDueAgain = true;
      return;
    }
    running = deliverDue()
      .catch((error: unknown) => options.log.error({ err: error }, 'the outbox could not be read'))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    /**
     * Writes a message in the caller's transaction: it is delivered once that commits (call
     * `deliverSoon` then), and never if it rolls back.
     */
    queueIn(tx: Database, message: MailMessage): Promise<void> {
      return createMailRepository(tx).insert({
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        status: transport ? 'pending' : 'kept',
      });
    },

    deliverSoon,

    /** Starts looking for due mail now and every few seconds (mail of other instances, retries). */
    start(): void {
      if (!transport || timer) return;
      timer = setInterval(deliverSoon, POLL_MS);
      timer.unref();
      deliverSoon();
    },

    /** Stops looking and waits for a round under way; what it had not claimed stays due. */
    async close(): Promise<void> {
      isClosed = true;
      clearInterval(timer);
      await running;
    },

    ...outboxReader(repository),
  };
}

export type Mailer = ReturnType<typeof createMailer>;
