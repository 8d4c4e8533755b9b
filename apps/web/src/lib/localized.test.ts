import { describe, expect, it } from 'vitest';
import { localized } from './localized';

describe('localized', () => {
  it('reads the interface language and falls back to the other when it is empty', () => {
    const both = { title: 'Reading a balance sheet', title_zh: '读懂资产负债表' };
    expect(localized(both, 'title', 'en')).toBe('Reading a balance sheet');
    expect(localized(both, 'title', 'zh')).toBe('读懂资产负债表');
    expect(localized({ title: 'Moats', title_zh: null }, 'title', 'zh')).toBe('Moats');
    expect(localized({ title: 'Moats', title_zh: '  ' }, 'title', 'zh')).toBe('Moats');
    // Written in Chinese only: the English page shows the Chinese title until it is translated.
    expect(localized({ title: '', title_zh: '护城河' }, 'title', 'en')).toBe('护城河');
  });
});
