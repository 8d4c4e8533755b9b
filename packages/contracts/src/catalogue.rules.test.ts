import { describe, expect, it } from 'vitest';
import { priceInYuan } from './catalogue.rules';

describe('priceInYuan', () => {
  it('prices the converted amount at the nearest price ending in 9, as a person would', () => {
    expect(priceInYuan(49, 7.2)).toBe(349); // ¥352.80
    expect(priceInYuan(99, 7.2)).toBe(699); // ¥712.80
    expect(priceInYuan(199, 7.2)).toBe(1399); // ¥1,432.80
    expect(priceInYuan(69, 7.2)).toBe(499); // ¥496.80
    expect(priceInYuan(9.99, 7.2)).toBe(69); // ¥71.93
    expect(priceInYuan(1, 7.2)).toBe(9);
    expect(priceInYuan(139, 7.2)).toBe(999); // ¥1,000.80
  });

  it('keeps a free course free', () => {
    expect(priceInYuan(0, 7.2)).toBe(0);
  });
});
