import { describe, expect, it } from 'vitest';
import { createMediaSigner } from './media-signature';

const key = 'k'.repeat(43);

function parts(url: string) {
  const [pathname = '', search = ''] = url.split('?');
  const query = new URLSearchParams(search);
  return [pathname, query.get('expires') ?? undefined, query.get('sig') ?? undefined] as const;
}

describe('media signer', () => {
  it('accepts its own link until it expires, and nothing else', () => {
    let now = Date.UTC(2026, 10, 22, 12);
    const signer = createMediaSigner(
      () => key,
      () => now,
    );
    const url = signer.sign('/media/seed/video.mp4', 60);
    expect(signer.isValid(...parts(url))).toBe(true);

    const [pathname, expires, sig] = parts(url);
    expect(signer.isValid('/media/seed/other.mp4', expires, sig)).toBe(false);
    expect(signer.isValid(pathname, String(Number(expires) + 3600), sig)).toBe(false);
    expect(signer.isValid(pathname, expires, `${sig?.slice(0, -1)}A`)).toBe(false);
    expect(signer.isValid(pathname, undefined, sig)).toBe(false);
    expect(
      createMediaSigner(
        () => 'x'.repeat(43),
        () => now,
      ).isValid(pathname, expires, sig),
    ).toBe(false);

    now += 61_000;
    expect(signer.isValid(pathname, expires, sig)).toBe(false);
  });
});
