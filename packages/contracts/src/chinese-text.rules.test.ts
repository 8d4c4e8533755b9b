import { describe, expect, it } from 'vitest';
import { halfWidthPunctuation } from './chinese-text.rules';

describe('Chinese punctuation', () => {
  it('finds half-width ? ! : ; , next to Chinese', () => {
    expect(halfWidthPunctuation('补签11月26日?')).toEqual(['日?']);
    expect(halfWidthPunctuation('明天再来吧!')).toEqual(['吧!']);
    expect(halfWidthPunctuation('原因:库存不足;已退款,请查收')).toEqual(['因:', '足;', '款,']);
    expect(halfWidthPunctuation('《价值投资》:开课')).toEqual(['》:']);
  });

  it('reads a placeholder in a Chinese text as a word of it', () => {
    expect(halfWidthPunctuation('补签{{date}}?')).toEqual(['{{date}}?']);
    expect(halfWidthPunctuation('第{{line}}行：{{problem}}')).toEqual([]);
  });

  it('leaves full-width punctuation, Latin text, times and links alone', () => {
    expect(halfWidthPunctuation('今天已签到，明天再来吧！')).toEqual([]);
    expect(halfWidthPunctuation('Come back tomorrow! {{count}}: done')).toEqual([]);
    expect(halfWidthPunctuation('请在09:30前访问 https://academy.example/a?b=1')).toEqual([]);
  });
});
