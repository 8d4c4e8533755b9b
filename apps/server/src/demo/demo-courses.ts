import { laterDemoCourses } from './demo-courses-later';
import type { ThemeKey } from './demo-themes';

/** One demo course; its thumbnail is course-NN.webp, NN being its place in this list. */
export interface DemoCourse {
  title: string;
  titleZh: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  teacher: string;
  theme: ThemeKey;
  summary: string;
  summaryZh: string;
  /** Three lesson takeaways, turned into the course's article. */
  points: [string, string, string];
  pointsZh: [string, string, string];
  isFeatured?: boolean;
  isDraft?: boolean;
}

/** Every demo course, in order: the first twelve here, the rest in demo-courses-later.ts. */
export const demoCourses: DemoCourse[] = [
  {
    title: 'Index Funds from Zero',
    titleZh: '从零开始学指数基金',
    level: 'beginner',
    teacher: 'zhang-lei',
    theme: 'funds',
    isFeatured: true,
    summary: 'What an index fund is, why costs matter, and how to buy your first one.',
    summaryZh: '什么是指数基金、为什么成本很重要，以及如何买入第一只基金。',
    points: [
      'An index fund owns the whole market, so no single company can sink you.',
      'Fees compound just like returns: a low expense ratio is a guaranteed gain.',
      'A monthly automatic purchase removes the temptation to time the market.',
    ],
    pointsZh: [
      '指数基金持有整个市场，任何一家公司都不会让你血本无归。',
      '费用和收益一样会复利：低费率就是确定的收益。',
      '每月自动定投，消除择时的冲动。',
    ],
  },
  {
    title: 'Reading Financial Statements',
    titleZh: '读懂财务报表',
    level: 'beginner',
    teacher: 'michelle-chen',
    theme: 'statements',
    isFeatured: true,
    summary: 'The three statements every company publishes and what each one tells you.',
    summaryZh: '每家公司都会发布的三张报表，以及它们各自告诉你什么。',
    points: [
      'The balance sheet is a snapshot of what a company owns and owes.',
      'The income statement shows profit, which includes estimates and judgement.',
      'The cash flow statement shows the cash that actually moved.',
    ],
    pointsZh: [
      '资产负债表是公司拥有什么、欠了什么的快照。',
      '利润表反映利润，其中包含估计和判断。',
      '现金流量表反映真正流动的现金。',
    ],
  },
  {
    title: 'Risk Management Essentials',
    titleZh: '风险管理要点',
    level: 'intermediate',
    teacher: 'wang-fang',
    theme: 'risk',
    isFeatured: true,
    summary: 'Decide what you can lose before you decide what to buy.',
    summaryZh: '在决定买什么之前，先决定能亏多少。',
    points: [
      'Risk is the chance of a permanent loss, not the daily wiggle of prices.',
      'Set the exit before the entry and size the position from it.',
      'Correlated positions are one big bet in disguise.',
    ],
    pointsZh: [
      '风险是永久损失的可能，而不是价格的日常波动。',
      '先定离场点，再据此计算仓位。',
      '高度相关的持仓其实是一笔伪装起来的大赌注。',
    ],
  },
  {
    title: 'Options Basics',
    titleZh: '期权入门',
    level: 'advanced',
    teacher: 'wang-fang',
    theme: 'risk',
    summary: 'Calls, puts and the price of time, explained with payoff diagrams.',
    summaryZh: '用收益图讲解看涨期权、看跌期权和时间价值。',
    points: [
      'A call is the right to buy; a put is the right to sell.',
      'An option loses time value every day it is not exercised.',
      'Selling options collects premium but can carry large, sudden losses.',
    ],
    pointsZh: [
      '看涨期权是买入的权利，看跌期权是卖出的权利。',
      '期权每天都在流失时间价值。',
      '卖出期权收取权利金，但可能带来突然的巨额亏损。',
    ],
  },
  {
    title: 'Bond Investing Explained',
    titleZh: '债券投资详解',
    level: 'beginner',
    teacher: 'alex-rivera',
    theme: 'fixedIncome',
    summary: 'How bonds pay you, why their prices move and where they fit in a portfolio.',
    summaryZh: '债券如何给你回报、价格为何波动，以及它在组合中的位置。',
    points: [
      'A bond is a loan: you receive interest and your money back at maturity.',
      'Bond prices move opposite to interest rates.',
      'Longer maturities mean bigger price swings when rates change.',
    ],
    pointsZh: [
      '债券是一笔借款：你收取利息，到期收回本金。',
      '债券价格与利率反向变动。',
      '期限越长，利率变化时价格波动越大。',
    ],
  },
  {
    title: 'Behavioural Finance',
    titleZh: '行为金融学',
    level: 'intermediate',
    teacher: 'sun-jing',
    theme: 'behaviour',
    isFeatured: true,
    summary: 'The mental shortcuts that cost investors money, and habits that counter them.',
    summaryZh: '让投资者赔钱的思维捷径，以及应对它们的习惯。',
    points: [
      'Loss aversion makes us hold losers and sell winners too early.',
      'Recent events feel more likely than they are.',
      'A written investment thesis is the best defence against your own mood.',
    ],
    pointsZh: [
      '损失厌恶让我们死守亏损、过早卖出盈利。',
      '最近发生的事会让人高估其发生概率。',
      '写下来的投资逻辑是抵御情绪的最好防线。',
    ],
  },
  {
    title: 'Portfolio Rebalancing',
    titleZh: '投资组合再平衡',
    level: 'intermediate',
    teacher: 'qian-ning',
    theme: 'planning',
    summary: 'Keep your risk where you chose it with a simple, rules-based routine.',
    summaryZh: '用简单的规则化流程，把风险保持在你设定的水平。',
    points: [
      'Markets drift your mix away from the plan over time.',
      'Rebalancing sells a little of what rose and buys what lagged.',
      'Use bands (for example 5%) rather than reacting to news.',
    ],
    pointsZh: [
      '随着时间推移，市场会让组合偏离原计划。',
      '再平衡就是卖出部分上涨资产，买入落后资产。',
      '使用区间规则（例如 5%），而不是对新闻做出反应。',
    ],
  },
  {
    title: 'Macro Indicators for Investors',
    titleZh: '投资者的宏观指标',
    level: 'advanced',
    teacher: 'alex-rivera',
    theme: 'fixedIncome',
    summary: 'Inflation, employment, PMIs and the yield curve, and how markets read them.',
    summaryZh: '通胀、就业、PMI 和收益率曲线，以及市场如何解读它们。',
    points: [
      'Markets react to surprises, not to the data itself.',
      'An inverted yield curve has often preceded slowdowns, with long and variable lags.',
      'Inflation erodes fixed payments, so it matters most for bonds.',
    ],
    pointsZh: [
      '市场对"意外"作出反应，而不是数据本身。',
      '收益率曲线倒挂往往先于经济放缓出现，但时滞长短不一。',
      '通胀侵蚀固定收入，因此对债券影响最大。',
    ],
  },
  {
    title: 'Valuation Methods',
    titleZh: '估值方法',
    level: 'advanced',
    teacher: 'michelle-chen',
    theme: 'statements',
    summary: 'Multiples and discounted cash flow, and when each one misleads.',
    summaryZh: '市盈率等倍数法与现金流折现法，以及各自何时会误导你。',
    points: [
      'A multiple is a shortcut that hides growth and risk assumptions.',
      'A DCF is only as good as its cash flow forecast and discount rate.',
      'Compare a company with its own history and its peers, never in isolation.',
    ],
    pointsZh: [
      '估值倍数是一种捷径，隐藏了对增长和风险的假设。',
      '现金流折现的质量取决于现金流预测和折现率。',
      '要与公司自身历史和同行比较，而非孤立地看。',
    ],
  },
  {
    title: 'Cash Flow First',
    titleZh: '现金流为先',
    level: 'intermediate',
    teacher: 'michelle-chen',
    theme: 'statements',
    summary: 'Why cash flow is harder to dress up than profit, and how to read it.',
    summaryZh: '为什么现金流比利润更难粉饰，以及如何阅读它。',
    points: [
      'Operating cash flow should track profit over several years.',
      'Free cash flow is what is left after the business reinvests.',
      'Watch receivables: sales that are not collected are not cash.',
    ],
    pointsZh: [
      '多年来看，经营现金流应与利润大致同步。',
      '自由现金流是企业再投资之后剩下的钱。',
      '关注应收账款：收不回来的销售不是现金。',
    ],
  },
  {
    title: 'The Power of Diversification',
    titleZh: '分散投资的力量',
    level: 'beginner',
    teacher: 'zhang-lei',
    theme: 'funds',
    summary: 'Why owning many things lowers risk without necessarily lowering returns.',
    summaryZh: '为什么持有多种资产能降低风险，却不一定降低收益。',
    points: [
      'Diversification removes the risk of any single company failing.',
      'It cannot remove the risk of the whole market falling.',
      'Spreading across countries and asset types adds further protection.',
    ],
    pointsZh: [
      '分散投资消除了单一公司失败的风险。',
      '但无法消除整个市场下跌的风险。',
      '跨国家、跨资产类别分散能提供进一步保护。',
    ],
  },
  {
    title: 'Compounding Mindset',
    titleZh: '复利思维',
    level: 'beginner',
    teacher: 'zhang-lei',
    theme: 'funds',
    isFeatured: true,
    summary: 'Time is the investor\u2019s strongest ally: see how small sums grow.',
    summaryZh: '时间是投资者最强大的盟友：看看小钱如何长大。',
    points: [
      'At 7% a year, money roughly doubles every ten years.',
      'Starting five years earlier can matter more than saving more.',
      'Interruptions hurt: selling in a panic resets the clock.',
    ],
    pointsZh: [
      '按年化 7% 计算，资金大约每十年翻一番。',
      '早开始五年，可能比多存钱更重要。',
      '中断代价很大：恐慌抛售会让复利重新计时。',
    ],
  },
  ...laterDemoCourses,
];
