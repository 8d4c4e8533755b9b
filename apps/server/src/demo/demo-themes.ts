import type { QuizQuestion } from '@academy/contracts/content-data';

/** Media files (in ./media) and narration keys (in narrations.json) each theme's courses share. */
export interface DemoTheme {
  video?: string;
  audio?: string;
  pdf: { file: string; title: string; titleZh: string; minutes: number };
  quiz: QuizQuestion[];
}

/** Why the answer is right, in English and Chinese. */
type Explanation = [string, string];

const trueFalse = (
  id: string,
  question: string,
  questionZh: string,
  answer: boolean,
  [explanation, explanationZh]: Explanation,
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
  explanation,
  explanation_zh: explanationZh,
});

const choice = (
  id: string,
  question: string,
  questionZh: string,
  options: [string, string][],
  answerIndex: number,
  [explanation, explanationZh]: Explanation,
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
  explanation,
  explanation_zh: explanationZh,
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
        [
          "An index fund buys every company in the index it tracks, in the index's weights, so it follows the whole market instead of a manager's picks.",
          '指数基金按指数权重买入所跟踪指数中的全部公司，跟随整个市场，而不是基金经理的个人选择。',
        ],
      ),
      trueFalse(
        'q2',
        'Over twenty years, a 1% difference in fees barely matters.',
        '二十年下来，1% 的费用差异几乎没有影响。',
        false,
        [
          'Fees compound against you: over twenty years a 1% higher fee can take a fifth or more of the final amount.',
          '费用会以复利的方式侵蚀收益：二十年下来，每年多1%的费用可能吃掉最终金额的五分之一甚至更多。',
        ],
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
        [
          'Compounding needs time: returns earn returns only while the money stays invested. Trading and timing mostly add costs.',
          '复利需要时间：只有资金持续留在市场中，收益才能再产生收益。频繁交易和择时大多只会增加成本。',
        ],
      ),
      trueFalse(
        'q4',
        'Adding a fixed amount every month smooths the price you pay.',
        '每月定额投入可以平滑买入成本。',
        true,
        [
          'A fixed monthly amount buys more units when prices are low and fewer when they are high, which averages the price you pay.',
          '每月定额投入，价格低时买得多、价格高时买得少，从而平均了买入成本。',
        ],
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
        [
          'This is the accounting equation: everything the company owns is financed either by what it owes or by its owners.',
          '这就是会计恒等式：公司拥有的一切，要么来自负债，要么来自股东投入。',
        ],
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
        [
          'The cash flow statement records cash that actually came in and went out; the income statement includes sales not yet paid for.',
          '现金流量表记录实际收到和付出的现金；利润表还包括尚未收款的销售。',
        ],
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
        [
          'The ratio divides debt by equity, so 2 means the company owes twice what its owners have put in.',
          '该比率是负债除以权益，等于2意味着公司的负债是股东权益的两倍。',
        ],
      ),
      trueFalse(
        'q4',
        'Rising profits with falling operating cash flow deserve a closer look.',
        '利润上升而经营现金流下降，值得深入研究。',
        true,
        [
          'Profits that do not turn into cash may come from sales on credit or aggressive accounting, so look at receivables and inventories.',
          '利润没有转化为现金，可能来自赊销或激进的会计处理，应当检查应收账款和存货。',
        ],
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
        [
          'Deciding your exit price before you buy caps the loss while you can still think calmly.',
          '买入前先定好离场价格，能在头脑还冷静时就限定亏损。',
        ],
      ),
      trueFalse(
        'q2',
        'Position size should follow from how much you accept to lose.',
        '仓位大小应由可接受的亏损决定。',
        true,
        [
          'Start from the loss you accept, divide by the distance to your exit price, and the result is your position size.',
          '先确定可接受的亏损，再除以与离场价格的距离，得到的就是仓位大小。',
        ],
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
        [
          '2% of 100,000 is 2,000: that is the most one idea may cost you if your exit price is hit.',
          '10万的2%是2,000：触及离场价格时，单个想法最多让你亏损这么多。',
        ],
      ),
      trueFalse('q4', 'A hedge is free insurance.', '对冲是免费的保险。', false, [
        'A hedge costs money (a premium, or the gains you give up), so it is insurance you pay for.',
        '对冲需要成本（权利金，或放弃的收益），所以它是要付费的保险。',
      ]),
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
        [
          'New bonds pay the higher rate, so older bonds with lower coupons must sell for less to compete.',
          '新发债券支付更高的利率，票息较低的旧债券只能降价才能有竞争力。',
        ],
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
        [
          'The longer the bond, the more coupons are fixed at the old rate, so its price moves most when rates change.',
          '期限越长，按旧利率锁定的票息越多，利率变化时价格波动也越大。',
        ],
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
        [
          'A bond pays interest (coupons) until it matures and then repays its face value; dividends are paid on shares.',
          '债券在到期前支付利息（票息），到期时偿还面值；股息是股票才有的。',
        ],
      ),
      trueFalse(
        'q4',
        'A convertible bond can become shares of the issuer.',
        '可转债可以转换为发行人的股票。',
        true,
        [
          "A convertible bond gives the holder the right to exchange it for the issuer's shares at a set price.",
          '可转债赋予持有人按约定价格转换为发行人股票的权利。',
        ],
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
        [
          'Studies find a loss hurts about twice as much as an equal gain pleases, which makes us hold losers too long.',
          '研究发现，损失带来的痛苦大约是同等收益带来快乐的两倍，这让我们对亏损的股票拿得太久。',
        ],
      ),
      trueFalse(
        'q2',
        'Writing down why you bought helps you sell for the right reasons.',
        '写下买入理由，有助于在正确的时候卖出。',
        true,
        [
          'A written reason lets you check later whether it still holds, instead of deciding on the price alone.',
          '写下的理由让你日后可以检查它是否仍然成立，而不是只看价格做决定。',
        ],
      ),
      trueFalse(
        'q3',
        'The price you paid should decide when you sell.',
        '你的买入价应当决定何时卖出。',
        false,
        [
          'The market does not know what you paid; sell when your reason no longer holds, not when you get back to even.',
          '市场并不知道你的买入价；应当在理由不再成立时卖出，而不是等回本。',
        ],
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
        [
          'Money needed soon cannot wait for markets to recover, so it belongs in cash and short bonds.',
          '短期要用的钱等不起市场回升，应当放在现金和短期债券里。',
        ],
      ),
      trueFalse(
        'q2',
        'Rebalancing means selling some of what rose to buy what fell behind.',
        '再平衡意味着卖出部分上涨资产，买入落后的资产。',
        true,
        [
          'Rebalancing brings the mix back to its target: trim what grew beyond it and add to what fell behind.',
          '再平衡让资产比例回到目标：减持超出目标的部分，补足落后的部分。',
        ],
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
        [
          'A band of about 5% acts only on real drift and keeps trading costs low; headlines are noise.',
          '约5%的区间只在真正偏离时才行动，交易成本也低；新闻标题只是噪音。',
        ],
      ),
    ],
  },
} satisfies Record<string, DemoTheme>;

export type ThemeKey = keyof typeof demoThemes;
