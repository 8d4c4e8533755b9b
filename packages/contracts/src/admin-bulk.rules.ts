/**
 * The bulk-action rules, zod-free: the server's schemas and the admin's ship list reader (which
 * checks a pasted list before anything is sent) share them.
 */

/** The most items one bulk request takes: each runs its own transaction, so the wait grows. */
export const BULK_LIMIT = 500;

/** The longest tracking number a redemption stores. */
export const TRACKING_NUMBER_MAX = 100;

/** What is wrong with one line of a ship list. */
export type TrackingLineProblem =
  | 'columns'
  | 'id'
  | 'trackingMissing'
  | 'trackingTooLong'
  | 'duplicate';

export interface TrackingLine {
  id: number;
  tracking_number: string;
}

export interface TrackingList {
  items: TrackingLine[];
  problems: { line: number; problem: TrackingLineProblem }[];
}

/** Splits CSV text into records of cells (RFC 4180: quoted cells may hold commas, quotes, breaks). */
export function csvRecords(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let isQuoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') isQuoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell === '') isQuoted = true;
    else if (char === ',' || char === '\t' || char === ';') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else cell += char;
  }
  endRecord();
  return records;
}

const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

function lineProblem(cells: string[], seen: ReadonlySet<number>): TrackingLineProblem | undefined {
  const [id = '', tracking = '', ...rest] = cells;
  if (cells.length < 2 || rest.some((cell) => cell !== '')) return 'columns';
  if (!ID.test(id) || Number(id) > MAX_ID) return 'id';
  if (tracking === '') return 'trackingMissing';
  if (tracking.length > TRACKING_NUMBER_MAX) return 'trackingTooLong';
  if (seen.has(Number(id))) return 'duplicate';
  return undefined;
}

/**
 * Reads a pasted or uploaded ship list: one `redemption id, tracking number` per line (comma,
 * tab or semicolon), a heading line allowed. Every line that cannot be used is reported with
 * its number, so the admin fixes the list before anything is shipped.
 */
export function readTrackingList(text: string): TrackingList {
  const items: TrackingLine[] = [];
  const problems: TrackingList['problems'] = [];
  const seen = new Set<number>();
  const records = csvRecords(text.replace(/^\uFEFF/, ''));
  records.forEach(({ line, cells: raw }, index) => {
    const cells = raw.map((cell) => cell.trim());
    // A spreadsheet's heading ("id, tracking number") is not an item.
    if (index === 0 && !/^\d+$/.test(cells[0] ?? '')) return;
    const problem = lineProblem(cells, seen);
    if (problem) problems.push({ line, problem });
    else {
      seen.add(Number(cells[0]));
      items.push({ id: Number(cells[0]), tracking_number: cells[1] ?? '' });
    }
  });
  return { items, problems };
}
