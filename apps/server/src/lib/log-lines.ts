import type { DestinationStream } from 'pino';

const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** The fields of a pino record this formatter reads; everything else stays in JSON logs only. */
interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);

/**
 * One record as a person reads it: the time, then "GET /api/courses 200 4 ms" for a request, or
 * the level and the message (with an error's stack below it) for anything else.
 */
export function formatLogLine(json: string): string {
  let record: LogRecord;
  try {
    record = JSON.parse(json) as LogRecord;
  } catch {
    return json;
  }
  const time = clock(record.time);
  const level = levelNames[record.level ?? 30] ?? 'INFO';
  if (record.req && record.res) {
    const took = Math.round(record.responseTime ?? 0);
    const line = `${time} ${record.req.method} ${record.req.url} ${record.res.statusCode} ${took} ms`;
    return level === 'INFO' ? line : `${line} ${level}`;
  }
  const message = `${time} ${level} ${record.msg ?? ''}`.trimEnd();
  return record.err?.stack ? `${message}\n${record.err.stack}` : message;
}

/**
 * A log destination for a terminal: each JSON record pino writes leaves as one readable line.
 * Production keeps JSON, which log collectors parse; this is for a person running the server.
 */
export function logLinesTo(out: NodeJS.WritableStream): DestinationStream {
  return {
    write(chunk: string) {
      for (const json of chunk.split('\n')) if (json) out.write(`${formatLogLine(json)}\n`);
    },
  };
}
