import { describe, expect, it } from 'vitest';
import { linkKind } from './home.rules';

describe('the link rule', () => {
  it('tells our paths from other sites and refuses what browsers read as another site', () => {
    expect(linkKind('')).toBe('none');
    expect(linkKind('/courses?level=beginner#top')).toBe('internal');
    expect(linkKind('https://academy.example/x')).toBe('external');
    expect(linkKind('HTTP://Academy.Example')).toBe('external');
    for (const hostile of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\\/evil.example',
      'http:/evil.example',
      'https:evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      ' https://evil.example',
      '/courses\n//evil',
      '/ok\u0000',
      'https://',
      'ftp://files.example',
      'courses',
    ]) {
      expect(linkKind(hostile), JSON.stringify(hostile)).toBe('invalid');
    }
  });
});
