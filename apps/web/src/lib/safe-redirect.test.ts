import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths on this site, with their query and hash', () => {
    expect(safeRedirect('/profile')).toBe('/profile');
    expect(safeRedirect('/courses?level=beginner&page=2#top')).toBe(
      '/courses?level=beginner&page=2#top',
    );
  });

  it.each([
    null,
    undefined,
    '',
    'profile',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
  ])('sends %s home', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });
});
