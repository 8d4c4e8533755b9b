import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildWebVtt,
  createUtf8TextCheck,
  escapeCueText,
  hasWebVttHeader,
  vttTimestamp,
} from './webvtt';

/** The cue blocks of a WebVTT file as a parser splits them: by empty lines, after the header. */
const blocksOf = (vtt: string) => vtt.split('\n\n').slice(1).filter(Boolean);

describe('WebVTT timestamps', () => {
  it('writes hours, minutes, seconds and milliseconds, rounded to the millisecond', () => {
    expect(vttTimestamp(0)).toBe('00:00:00.000');
    expect(vttTimestamp(7.32)).toBe('00:00:07.320');
    expect(vttTimestamp(61.0005)).toBe('00:01:01.001');
    expect(vttTimestamp(3600 * 25 + 59.9994)).toBe('25:00:59.999');
    expect(vttTimestamp(-3)).toBe('00:00:00.000');
  });
});

describe('building captions from a timed transcript', () => {
  it('numbers the cues in order with their timings and text', () => {
    expect(
      buildWebVtt([
        { start: 0, end: 0.61, text: 'Welcome.' },
        { start: 1, end: 7.32, text: '指数基金买入一个市场指数中的全部公司。' },
      ]),
    ).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:00.610\nWelcome.\n\n' +
        '2\n00:00:01.000 --> 00:00:07.320\n指数基金买入一个市场指数中的全部公司。\n',
    );
  });

  it('keeps hostile text as text: no tags, entities, new cues or cue settings', () => {
    const vtt = buildWebVtt([
      {
        start: 1,
        end: 2,
        text: '<b>bold</b> <c.evil>x</c> &amp; <00:00:01.500> R&D\n\n2\n00:00:05.000 --> 00:09:00.000 position:0% line:0\n<script>alert(1)</script>',
      },
      { start: 3, end: 4, text: 'a --> b\r\nline\u2028two\u0000\u001b[31m' },
    ]);
    expect(blocksOf(vtt)).toHaveLength(2);
    expect(vtt.match(/-->/g)).toHaveLength(2);
    expect(vtt).not.toMatch(/[<]/);
    expect(vtt).toContain('&lt;b&gt;bold&lt;/b&gt; &lt;c.evil&gt;x&lt;/c&gt; &amp;amp;');
    expect(vtt).toContain('R&amp;D\n2\n00:00:05.000 --&gt; 00:09:00.000 position:0% line:0\n');
    expect(vtt).toContain('a --&gt; b\nline\ntwo[31m\n');
  });

  it('skips cues left without text or time', () => {
    const vtt = buildWebVtt([
      { start: 0, end: 1, text: ' \n\t ' },
      { start: 2, end: 2, text: 'no time' },
      { start: 3, end: 4, text: 'kept' },
    ]);
    expect(vtt).toBe('WEBVTT\n\n1\n00:00:03.000 --> 00:00:04.000\nkept\n');
  });

  it('never lets any text add a cue, a tag or an empty line to its cue', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { maxLength: 5 }), (texts) => {
        const cues = texts.map((text, index) => ({ start: index, end: index + 0.5, text }));
        const vtt = buildWebVtt(cues);
        const expected = texts.filter((text) => escapeCueText(text) !== '').length;
        expect(blocksOf(vtt)).toHaveLength(expected);
        expect(vtt.match(/-->/g) ?? []).toHaveLength(expected);
        // The timing lines' arrows are the only angle brackets left.
        expect(vtt.replaceAll(' --> ', ' ')).not.toMatch(/[<>]/);
      }),
    );
  });
});

describe('checking an uploaded captions file', () => {
  const bytes = (text: string) => Buffer.from(text, 'utf8');

  it('wants WEBVTT first, after an optional byte-order mark, then a break or the end', () => {
    expect(hasWebVttHeader(bytes('WEBVTT\n\n1\n00:00.000 --> 00:01.000\nHi'))).toBe(true);
    expect(hasWebVttHeader(bytes('\uFEFFWEBVTT - Lesson captions\r\n'))).toBe(true);
    expect(hasWebVttHeader(bytes('WEBVTT'))).toBe(true);
    expect(hasWebVttHeader(bytes('WEBVTTX\n'))).toBe(false);
    expect(hasWebVttHeader(bytes(' WEBVTT\n'))).toBe(false);
    expect(hasWebVttHeader(bytes('webvtt\n'))).toBe(false);
    expect(hasWebVttHeader(bytes('<html>WEBVTT'))).toBe(false);
    expect(hasWebVttHeader(Buffer.alloc(0))).toBe(false);
  });

  it('accepts UTF-8 text split anywhere, and refuses other encodings and NUL', () => {
    const chinese = bytes('WEBVTT\n\n00:00.000 --> 00:01.000\n欢迎。\n');
    const check = createUtf8TextCheck();
    // Split inside the three bytes of 欢.
    const cut = chinese.indexOf(0xe6) + 1;
    expect(check.push(chinese.subarray(0, cut))).toBe(true);
    expect(check.push(chinese.subarray(cut))).toBe(true);
    expect(check.end()).toBe(true);

    const gbk = Buffer.concat([bytes('WEBVTT\n\n'), Buffer.from([0xbb, 0xb6, 0xd3, 0xad])]);
    expect(createUtf8TextCheck().push(gbk)).toBe(false);
    expect(createUtf8TextCheck().push(bytes('WEBVTT\n\u0000'))).toBe(false);
    const truncated = createUtf8TextCheck();
    expect(truncated.push(chinese.subarray(0, cut))).toBe(true);
    expect(truncated.end()).toBe(false);
  });
});
