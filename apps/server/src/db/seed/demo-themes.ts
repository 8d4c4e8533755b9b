import type { QuizQuestion } from '@academy/contracts/content-data';

/** Media files (in ./media) and narration keys (in narrations.json) each theme's courses share. */
export interface DemoTheme {
  video?: string;
  audio?: string;
  pdf: { file: string; title: string; titleZh: string; minutes: number };
  quiz: QuizQuestion[];
}

const trueFalse = (
  id: string,
  question: string,
  questionZh: string,
  answer: boolean,
): QuizQuestion => ({
  id,
  question,
  question_zh: questionZh,
  type: 'true-false',
  options: [
    { id: 'true', text: 'True', text_zh: '正确' },
    { id: 'false', text: 'False', text_zh: '错误' },
  ],
  answer: String(answer),
});

const choice = (
  id: string,
  question: string,
  questionZh: string,
  options: [string, string][],
  answerIndex: number,
): QuizQuestion => ({
  id,
  question,
  question_zh: questionZh,
  type: 'multiple-choice',
  options: options.map(([text, textZh], index) => ({
    id: `${id}-${'abcd'[index]}`,
    text,
    text_zh: textZh,
  })),
  answer: `${id}-${'abcd'[answerIndex]}`,
});

export const demoThemes = {
  funds: {
    video: 'video-index-funds',
    audio: 'audio-compounding',
    pdf: {
      file: 'worksheet-allocation.pdf',
      title: 'Allocation worksheet',
      titleZh: '资产配置练习表',
      minutes: 30,
    },
    quiz: [
      choice(
        'q1',
        'What does an index fund hold?',
        '指数基金持有什么？',
        [
          ['Every company in its index', '指数中的全部公司'],
          ["The manager's ten favourite stocks", '基金经理最看好的十只股票'],
          ['Only government bonds', '只有政府债券'],
        ],
        0,
      ),
      trueFalse(
        'q2',
        'Over twenty years, a 1% difference in fees barely matters.',
        '二十年下来，1% 的费用差异几乎没有影响。',
        false,
      ),
      choice(
        'q3',
        'What makes compounding work best?',
        '什么让复利效果最好？',
        [
          ['Frequent trading', '频繁交易'],
          ['Time in the market', '长期持有'],
          ['Picking the right day to buy', '挑选最佳买入日'],
        ],
        1,
      ),
      trueFalse(
        'q4',
        'Adding a fixed amount every month smooths the price you pay.',
        '每月定额投入可以平滑买入成本。',
        true,
      ),
    ],
  },
  statements: {
    video: 'video-balance-sheet',
    pdf: {
      file: 'guide-financial-ratios.pdf',
      title: 'Five ratios every investor should know',
      titleZh: '投资者必知的五个比率',
      minutes: 25,
    },
    quiz: [
      trueFalse(
        'q1',
        'On a balance sheet, assets equal liabilities plus equity.',
        '资产负债表中，资产等于负债加所有者权益。',
        true,
      ),
      choice(
        'q2',
        'Which statement shows cash actually received and paid?',
        '哪张报表反映实际收付的现金？',
        [
          ['Income statement', '利润表'],
          ['Cash flow statement', '现金流量表'],
          ['Statement of equity', '所有者权益变动表'],
        ],
        1,
      ),
      choice(
        'q3',
        'A debt-to-equity ratio of 2 means…',
        '负债权益比为 2 意味着……',
        [
          ['Debt is twice the equity', '负债是权益的两倍'],
          ['Equity is twice the debt', '权益是负债的两倍'],
          ['The company has no debt', '公司没有负债'],
        ],
        0,
      ),
      trueFalse(
        'q4',
        'Rising profits with falling operating cash flow deserve a closer look.',
        '利润上升而经营现金流下降，值得深入研究。',
        true,
      ),
    ],
  },
  risk: {
    video: 'video-risk',
    pdf: {
      file: 'checklist-risk.pdf',
      title: 'A risk checklist before every trade',
      titleZh: '每笔交易前的风险清单',
      minutes: 15,
    },
    quiz: [
      choice(
        'q1',
        'What should you decide before buying?',
        '买入之前应当先决定什么？',
        [
          ['Your exit price', '离场价格'],
          ['Your profit target only', '只定盈利目标'],
          ['Nothing, follow the market', '什么都不定，跟着市场走'],
        ],
        0,
      ),
      trueFalse(
        'q2',
        'Position size should follow from how much you accept to lose.',
        '仓位大小应由可接受的亏损决定。',
        true,
      ),
      choice(
        'q3',
        'With a 100,000 portfolio and a 2% rule, the most you risk on one idea is…',
        '组合 10 万、遵循 2% 规则，单个想法最多承担的风险是……',
        [
          ['200', '200'],
          ['2,000', '2,000'],
          ['20,000', '20,000'],
        ],
        1,
      ),
      trueFalse('q4', 'A hedge is free insurance.', '对冲是免费的保险。', false),
    ],
  },
  fixedIncome: {
    audio: 'audio-bonds-zh',
    pdf: {
      file: 'guide-financial-ratios.pdf',
      title: 'Reading the numbers behind an issuer',
      titleZh: '读懂发行人背后的数字',
      minutes: 25,
    },
    quiz: [
      trueFalse(
        'q1',
        'When interest rates rise, existing bond prices usually fall.',
        '利率上升时，已发行债券价格通常下跌。',
        true,
      ),
      choice(
        'q2',
        'Which bond is most sensitive to rate changes?',
        '哪种债券对利率变化最敏感？',
        [
          ['A 1-year bond', '1 年期债券'],
          ['A 5-year bond', '5 年期债券'],
          ['A 30-year bond', '30 年期债券'],
        ],
        2,
      ),
      choice(
        'q3',
        'What does a bond pay until maturity?',
        '债券在到期前支付什么？',
        [
          ['Dividends', '股息'],
          ['Interest (coupons)', '利息（票息）'],
          ['Nothing', '什么都不付'],
        ],
        1,
      ),
      trueFalse(
        'q4',
        'A convertible bond can become shares of the issuer.',
        '可转债可以转换为发行人的股票。',
        true,
      ),
    ],
  },
  behaviour: {
    audio: 'audio-behaviour',
    pdf: {
      file: 'checklist-risk.pdf',
      title: 'Your pre-trade checklist',
      titleZh: '交易前检查清单',
      minutes: 15,
    },
    quiz: [
      choice(
        'q1',
        'Loss aversion means we feel losses about…',
        '损失厌恶是指我们对损失的感受大约是……',
        [
          ['As strongly as gains', '与收益相同'],
          ['Twice as strongly as gains', '收益的两倍'],
          ['Half as strongly as gains', '收益的一半'],
        ],
        1,
      ),
      trueFalse(
        'q2',
        'Writing down why you bought helps you sell for the right reasons.',
        '写下买入理由，有助于在正确的时候卖出。',
        true,
      ),
      trueFalse(
        'q3',
        'The price you paid should decide when you sell.',
        '你的买入价应当决定何时卖出。',
        false,
      ),
    ],
  },
  planning: {
    video: 'video-index-funds',
    audio: 'audio-compounding',
    pdf: {
      file: 'worksheet-allocation.pdf',
      title: 'Asset allocation worksheet',
      titleZh: '资产配置练习表',
      minutes: 90,
    },
    quiz: [
      choice(
        'q1',
        'Money you need within three years belongs mostly in…',
        '三年内要用的钱主要应放在……',
        [
          ['Cash and short bonds', '现金和短期债券'],
          ['Small-company stocks', '小盘股'],
          ['Commodities', '大宗商品'],
        ],
        0,
      ),
      trueFalse(
        'q2',
        'Rebalancing means selling some of what rose to buy what fell behind.',
        '再平衡意味着卖出部分上涨资产，买入落后的资产。',
        true,
      ),
      choice(
        'q3',
        'A sensible rebalancing trigger is…',
        '合理的再平衡触发条件是……',
        [
          ['Every market headline', '每条市场新闻'],
          ['A band of about 5% around the target', '目标比例上下约 5% 的区间'],
          ['Never', '从不'],
        ],
        1,
      ),
    ],
  },
} satisfies Record<string, DemoTheme>;

export type ThemeKey = keyof typeof demoThemes;
