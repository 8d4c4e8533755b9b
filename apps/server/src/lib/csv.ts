import { Readable } from 'node:stream';
import type { Locale } from '@academy/contracts/common';
import type { FastifyReply } from 'fastify';
import { academyDayOf } from '../db/academy-time';
import { sendAttachment } from './reply';

/** Excel reads a file as UTF-8 (Chinese intact) only when it starts with the byte order mark. */
export const BOM = '\uFEFF';

/** Characters that make a spreadsheet read a cell as a formula (or a formula's start). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell RFC 4180 wants quoted: separators, quotes and line breaks. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell as RFC 4180 writes it. Text a spreadsheet would run as a formula (`=HYPERLINK(…)`
 * from a learner's address) gets a leading quote, so it is shown, never evaluated; numbers are
 * ours and stay numbers.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record: cells joined by commas, ended by CRLF as RFC 4180 says. */
export const csvRow = (cells: readonly (string | number | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

/** A column of an export: its heading in both languages and how a row fills it (in a language). */
export interface CsvColumn<Row> {
  header: Record<Locale, string>;
  value(row: Row, locale: Locale): string | number | null | undefined;
}

/**
 * The file as text chunks: BOM and header row with the first batch, then one chunk per batch.
 * Nothing is sent before the first batch is read, so a failing first read still answers with
 * the error envelope; batches are pulled only as the client takes them, so a file of any
 * length holds one batch in memory.
 */
export async function* csvChunks<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<Row[]>,
  locale: Locale,
): AsyncGenerator<string> {
  let head = BOM + csvRow(columns.map((column) => column.header[locale]));
  for await (const rows of batches) {
    yield head +
      rows.map((row) => csvRow(columns.map((column) => column.value(row, locale)))).join('');
    head = '';
  }
  if (head) yield head;
}

/** Sends an export as an attachment dated by the academy day, streamed (`name-2026-01-31.csv`). */
export function sendCsv(reply: FastifyReply, name: string, chunks: AsyncIterable<string>) {
  const day = academyDayOf(new Date(), reply.server.academyTimeZone);
  return sendAttachment(
    reply,
    'text/csv; charset=utf-8',
    `${name}-${day}.csv`,
    Readable.from(chunks),
  );
}
