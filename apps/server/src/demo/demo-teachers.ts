import { initialsOf } from '@academy/contracts/teachers.rules';

/** Eight teachers; the last two are assistants (no courses, experience hidden in the UI). */
export interface DemoTeacher {
  key: string;
  fullName: string;
  fullNameZh: string;
  specialization: string;
  specializationZh: string;
  experienceYears: number;
  isAssistant: boolean;
  bio: string;
  bioZh: string;
}

export const demoTeachers: DemoTeacher[] = [
  {
    key: 'zhang-lei',
    fullName: 'Zhang Lei',
    fullNameZh: '张磊',
    specialization: 'Index investing',
    specializationZh: '指数投资',
    experienceYears: 14,
    isAssistant: false,
    bio: 'Zhang Lei spent a decade building index products at an asset manager in Shanghai before turning to teaching. He believes most investors are best served by low costs, broad diversification and patience, and his courses show how to put those three ideas into practice with real fund documents.',
    bioZh:
      '张磊曾在上海一家资产管理公司从事指数产品开发十年，之后转向教学。他相信大多数投资者最需要的是低成本、充分分散和耐心，他的课程会用真实的基金文件教你把这三点落到实处。',
  },
  {
    key: 'michelle-chen',
    fullName: 'Michelle Chen',
    fullNameZh: '陈美琪',
    specialization: 'Financial statement analysis',
    specializationZh: '财务报表分析',
    experienceYears: 11,
    isAssistant: false,
    bio: 'A chartered accountant turned equity analyst, Michelle reads annual reports for a living. She teaches you to find the numbers that matter, to spot when earnings and cash flow disagree, and to ask management the questions their press releases avoid.',
    bioZh:
      '陈美琪是特许会计师出身的股票分析师，以阅读年报为生。她教你找到真正重要的数字，发现利润与现金流之间的矛盾，并提出新闻稿刻意回避的问题。',
  },
  {
    key: 'wang-fang',
    fullName: 'Wang Fang',
    fullNameZh: '王芳',
    specialization: 'Risk management and derivatives',
    specializationZh: '风险管理与衍生品',
    experienceYears: 16,
    isAssistant: false,
    bio: 'Wang Fang ran the risk desk of a futures brokerage through two market crises. She teaches position sizing, hedging and options with one rule in mind: decide how much you can lose before you think about how much you can win.',
    bioZh:
      '王芳曾在一家期货公司主管风控，经历了两次市场危机。她讲授仓位管理、对冲和期权，始终坚持一条原则：先想清楚能亏多少，再考虑能赚多少。',
  },
  {
    key: 'alex-rivera',
    fullName: 'Alex Rivera',
    fullNameZh: '李维安',
    specialization: 'Fixed income and macro',
    specializationZh: '固定收益与宏观',
    experienceYears: 9,
    isAssistant: false,
    bio: 'Alex traded government bonds in Hong Kong and Singapore and now writes a weekly macro letter read by thousands of investors. His courses explain interest rates, inflation and currencies in plain language, with charts you can rebuild yourself.',
    bioZh:
      '李维安曾在香港和新加坡交易政府债券，现在每周撰写一份有数千名读者的宏观通讯。他用平实的语言讲解利率、通胀和汇率，并配有你可以自己复现的图表。',
  },
  {
    key: 'sun-jing',
    fullName: 'Sun Jing',
    fullNameZh: '孙静',
    specialization: 'Behavioural finance',
    specializationZh: '行为金融',
    experienceYears: 8,
    isAssistant: false,
    bio: 'Sun Jing holds a doctorate in economic psychology. She studies why smart people make costly money decisions, and teaches simple habits (checklists, written theses, cooling-off rules) that keep emotions out of the portfolio.',
    bioZh:
      '孙静拥有经济心理学博士学位，研究聪明人为何会做出代价高昂的金钱决策，并教授简单的习惯——清单、书面投资逻辑、冷静期规则——让情绪远离你的投资组合。',
  },
  {
    key: 'qian-ning',
    fullName: 'Qian Ning',
    fullNameZh: '钱宁',
    specialization: 'Financial planning',
    specializationZh: '理财规划',
    experienceYears: 12,
    isAssistant: false,
    bio: 'Qian Ning is a certified financial planner who has helped hundreds of families plan for education, housing and retirement. Her courses turn goals into numbers and numbers into a plan you can follow.',
    bioZh:
      '钱宁是认证理财规划师，帮助过数百个家庭规划教育、住房和养老。她的课程把目标变成数字，再把数字变成一份可以执行的计划。',
  },
  {
    key: 'liu-hao',
    fullName: 'Liu Hao',
    fullNameZh: '刘浩',
    specialization: 'Teaching assistant, quizzes and study groups',
    specializationZh: '助教：测验与学习小组',
    experienceYears: 2,
    isAssistant: true,
    bio: 'Liu Hao runs our weekly study groups and answers questions on the quizzes.',
    bioZh: '刘浩负责每周的学习小组，并解答测验相关的问题。',
  },
  {
    key: 'yang-tao',
    fullName: 'Yang Tao',
    fullNameZh: '杨涛',
    specialization: 'Teaching assistant, new learners',
    specializationZh: '助教：新学员辅导',
    experienceYears: 1,
    isAssistant: true,
    bio: 'Yang Tao helps new learners find their first course and settle into the academy.',
    bioZh: '杨涛帮助新学员找到第一门课程，尽快熟悉学院。',
  },
];

/** The seeded portrait of a teacher: the file drawn with their own initials. */
export const teacherPortrait = (fullName: string) =>
  `teacher-${initialsOf(fullName).toLowerCase()}.webp`;
