/**
 * WebVTT, the captions format of the web: built from a lesson's timed transcript, and checked
 * when an admin uploads a file of their own (decision 0023).
 */

/** One caption: plain text shown from `start` to `end` (seconds). */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** The largest captions file an admin may upload: hours of captions, never a disguised video. */
export const MAX_CAPTIONS_BYTES = 512 * 1024;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Seconds as a WebVTT timestamp, `hh:mm:ss.ttt` (hours always written, to the millisecond). */
export function vttTimestamp(seconds: number): string {
  const total = Math.round(Math.max(0, seconds) * 1000);
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor(total / 60_000) % 60;
  const wholeSeconds = Math.floor(total / 1000) % 60;
  return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(wholeSeconds, 2)}.${pad(total % 1000, 3)}`;
}

/**
 * A transcript's text as a cue payload that is only ever text. To a WebVTT parser the payload
 * is markup: `<` opens a tag (`<c>`, `<v>`, a timestamp), `&` an entity, an empty line ends the
 * cue and a line holding `-->` starts a new cue with its own timings and settings. So `&`, `<`
 * and `>` are escaped (which leaves no `-->` either), every line break becomes one `\n` with
 * empty lines dropped, and control characters are removed.
 */
export function escapeCueText(text: string): string {
  return text
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/[^\P{Cc}\n]/gu, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** A WebVTT file of the cues, in order, numbered; cues left without text are skipped. */
export function buildWebVtt(cues: readonly Cue[]): string {
  const blocks = cues
    .map((cue) => ({ ...cue, text: escapeCueText(cue.text) }))
    .filter((cue) => cue.text !== '' && cue.end > cue.start)
    .map(
      (cue, index) =>
        `${index + 1}\n${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${cue.text}\n`,
    );
  return ['WEBVTT\n', ...blocks].join('\n');
}

/**
 * Whether a file begins as a WebVTT file must: an optional byte-order mark, `WEBVTT`, then a
 * space, a tab, a line break or the end of the file.
 */
export function hasWebVttHeader(head: Buffer): boolean {
  const offset = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  if (head.toString('latin1', offset, offset + 6) !== 'WEBVTT') return false;
  const next = head[offset + 6];
  return next === undefined || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d;
}

/**
 * Checks a text file chunk by chunk as it streams in: UTF-8 throughout (a sequence may be split
 * between chunks) and no NUL character, which no caption needs.
 */
export function createUtf8TextCheck() {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return {
    /** False once the text is not valid. */
    push(chunk: Buffer): boolean {
      if (chunk.includes(0)) return false;
      try {
        decoder.decode(chunk, { stream: true });
        return true;
      } catch {
        return false;
      }
    },
    /** False when the file ends inside a UTF-8 sequence. */
    end(): boolean {
      try {
        decoder.decode();
        return true;
      } catch {
        return false;
      }
    },
  };
}
