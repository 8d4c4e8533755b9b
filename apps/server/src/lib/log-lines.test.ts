import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { formatLogLine, logLinesTo } from './log-lines';

const at = new Date(2026, 10, 26, 14, 5, 9).getTime();

describe('log lines for a terminal', () => {
  it('writes a request as its method, path, status and time', () => {
    const record = {
      level: 30,
      time: at,
      reqId: 'a1',
      req: { method: 'GET', url: '/api/course/lists?page=2', ip: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: 3.6,
      msg: 'request completed',
    };
    expect(formatLogLine(JSON.stringify(record))).toBe(
      '14:05:09 GET /api/course/lists?page=2 200 4 ms',
    );
  });

  it('writes other records as level and message, with an error stack below', () => {
    expect(formatLogLine(JSON.stringify({ level: 30, time: at, msg: 'Server listening' }))).toBe(
      '14:05:09 INFO Server listening',
    );
    const failed = {
      level: 50,
      time: at,
      msg: 'boom',
      err: { message: 'x', stack: 'Error: x\n    at y' },
    };
    expect(formatLogLine(JSON.stringify(failed))).toBe('14:05:09 ERROR boom\nError: x\n    at y');
    expect(formatLogLine('not json')).toBe('not json');
  });

  it('turns each JSON record written to it into one line', () => {
    let written = '';
    const out = new Writable({
      write(chunk, _encoding, done) {
        written += String(chunk);
        done();
      },
    });
    logLinesTo(out).write(
      `${JSON.stringify({ level: 40, time: at, msg: 'slow disk' })}\n${JSON.stringify({ level: 30, time: at, msg: 'ok' })}\n`,
    );
    expect(written).toBe('14:05:09 WARN slow disk\n14:05:09 INFO ok\n');
  });
});
