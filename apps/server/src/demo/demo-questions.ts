import type { DemoUserKey } from './demo-community';

/** An answer to a demo question; `teacher` marks the course's teacher (the badge). */
interface DemoAnswer {
  user: DemoUserKey;
  body: string;
  teacher?: true;
  accepted?: true;
}

/**
 * Learners' questions on lessons (a lesson by its course and its place, from 1), with their
 * answers and who marked them helpful. Li Na has unlocked Wang Fang's course, whose teacher
 * answers from her own account; one of Li Na's questions there still waits for her in /teach.
 */
export const demoQuestions: {
  user: DemoUserKey;
  course: string;
  lesson: number;
  day: number;
  body: string;
  answers: DemoAnswer[];
  helpful: DemoUserKey[];
}[] = [
  {
    user: 'li-na',
    course: 'Risk Management Essentials',
    lesson: 1,
    day: 156,
    body: '每笔交易最多亏总资金的1%，是按买入金额算，还是按止损时的亏损算？',
    answers: [
      {
        user: 'wang-fang',
        teacher: true,
        accepted: true,
        body: '按止损时的亏损算。比如总资金10万元，1%就是1000元：如果买入价和止损价相差5元，最多买200股。买入金额可以远大于1000元，真正要控制的是止损出场时亏掉的钱。',
      },
    ],
    helpful: ['chen-jie'],
  },
  {
    user: 'li-na',
    course: 'Risk Management Essentials',
    lesson: 2,
    day: 163,
    body: '止损设好以后，价格跳空低开越过止损价怎么办？',
    answers: [],
    helpful: [],
  },
  {
    user: 'emily',
    course: 'Index Funds from Zero',
    lesson: 1,
    day: 158,
    body: 'Is an ETF the same thing as an index fund, or do I need to choose between them?',
    answers: [
      {
        user: 'david',
        body: 'An ETF is one way to hold an index fund: it trades on the exchange during the day like a share. A mutual index fund is bought once a day at its closing price. Same idea, compare the fees.',
      },
      {
        user: 'chen-jie',
        body: '补充一点：场内ETF需要证券账户，场外指数基金在银行或基金平台就能定投。',
      },
    ],
    helpful: ['li-na', 'chen-jie'],
  },
  {
    user: 'chen-jie',
    course: 'Index Funds from Zero',
    lesson: 2,
    day: 167,
    body: '定投应该选每周还是每月？',
    answers: [],
    helpful: ['emily'],
  },
];
