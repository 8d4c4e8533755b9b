/**
 * Demo accounts: one admin, one teacher and four students with their own histories. Their passwords are made
 * at the first start (or taken from DEMO_PASSWORD in tests) and printed once: none is published.
 */
export const demoUsers = [
  {
    key: 'admin',
    email: 'admin@example.com',
    fullName: 'Academy Admin',
    role: 'admin',
    language: 'zh',
  },
  // Wang Fang's own account: her teacher profile is linked to it, so she works in /teach.
  {
    key: 'wang-fang',
    email: 'teacher@example.com',
    fullName: '王芳',
    role: 'teacher',
    language: 'zh',
  },
  {
    key: 'li-na',
    email: 'student@example.com',
    fullName: '李娜',
    role: 'student',
    language: 'zh',
  },
  {
    key: 'david',
    email: 'david.wu@example.com',
    fullName: 'David Wu',
    role: 'student',
    language: 'en',
  },
  {
    key: 'emily',
    email: 'emily.wong@example.com',
    fullName: 'Emily Wong',
    role: 'student',
    language: 'en',
  },
  {
    key: 'chen-jie',
    email: 'chen.jie@example.com',
    fullName: '陈杰',
    role: 'student',
    language: 'zh',
  },
] as const;

export type DemoUserKey = (typeof demoUsers)[number]['key'];

/** The teacher profile (by its key in `demoTeachers`) linked to a demo account. */
export const demoTeacherAccount = { teacher: 'wang-fang', user: 'wang-fang' } as const;

/** Rewards: image reward-NN.webp by position; course access ones name a course by title. */
export const demoRewards = [
  {
    title: 'Academy notebook',
    titleZh: '学院笔记本',
    points: 200,
    stock: 50,
    description: 'A5 dotted notebook with a page for every month\u2019s investment review.',
    descriptionZh: 'A5 点阵笔记本，每月一页投资复盘。',
  },
  {
    title: 'Insulated mug',
    titleZh: '学院保温杯',
    points: 300,
    stock: 30,
    description: 'Keeps tea hot through a long earnings call.',
    descriptionZh: '听完一场长长的业绩会，茶依然是热的。',
  },
  {
    title: 'Canvas tote bag',
    titleZh: '帆布袋',
    points: 150,
    stock: 0,
    description: 'Sturdy cotton tote with the academy mark.',
    descriptionZh: '印有学院标志的结实棉质帆布袋。',
  },
  {
    title: 'A classic of investing',
    titleZh: '投资经典图书',
    points: 400,
    stock: 20,
    description: 'A hardback classic chosen by our teachers, shipped to your door.',
    descriptionZh: '讲师精选的投资经典精装书，送货上门。',
  },
  {
    title: 'Course voucher: Risk Management Essentials',
    titleZh: '课程兑换券：风险管理要点',
    points: 250,
    stock: 100,
    course: 'Risk Management Essentials',
    description: 'Unlocks the intermediate course Risk Management Essentials for good.',
    descriptionZh: '永久解锁中级课程《风险管理要点》。',
  },
  {
    title: 'Course voucher: Valuation Methods',
    titleZh: '课程兑换券：估值方法',
    points: 500,
    stock: 50,
    course: 'Valuation Methods',
    description: 'Unlocks the advanced course Valuation Methods for good.',
    descriptionZh: '永久解锁高级课程《估值方法》。',
  },
  {
    title: 'Academy hoodie',
    titleZh: '学院卫衣',
    points: 800,
    stock: 10,
    description: 'Heavyweight cotton hoodie in navy, sizes S to XXL.',
    descriptionZh: '藏青色厚棉卫衣，S 至 XXL 码。',
  },
  {
    title: 'Desk calendar',
    titleZh: '学院台历',
    points: 120,
    stock: 80,
    description: 'Next year\u2019s calendar with key market dates marked.',
    descriptionZh: '标注重要市场日期的新年台历。',
  },
];

export const demoBanners = [
  {
    name: 'Learn to invest, step by step',
    nameZh: '一步一步，系统学习投资',
    desc: 'Courses from beginner to advanced, taught by practitioners.',
    descZh: '从入门到进阶的课程，由一线从业者授课。',
    tag: 'Courses',
    tagZh: '课程',
    link: '/courses',
  },
  {
    name: 'Learn from practitioners',
    nameZh: '跟随名师学习',
    desc: 'Meet teachers who have managed money through real crises.',
    descZh: '认识那些在真实危机中管理过资金的讲师。',
    tag: 'Teachers',
    tagZh: '讲师',
    link: '/teachers',
  },
  {
    name: 'Join free and earn points',
    nameZh: '免费注册，赚取积分',
    desc: 'Sign in daily, finish lessons and pass quizzes to unlock courses and rewards.',
    descZh: '每日签到、完成课时、通过测验，解锁课程和奖品。',
    tag: 'Points',
    tagZh: '积分',
    link: '/auth/register',
  },
];

export const demoActivities = [
  {
    title: 'Monthly book club',
    titleZh: '每月读书会',
    desc: 'One investing classic a month, discussed live with a teacher. Join 3,000 scholars already reading along.',
    descZh: '每月共读一本投资经典，与讲师在线讨论。已有 3000 名学员一同阅读。',
    tag: 'Community',
    tagZh: '社区',
  },
  {
    title: 'Three-month portfolio challenge',
    titleZh: '三个月模拟组合挑战',
    desc: 'Build a paper portfolio with real prices and review it with your study group every week.',
    descZh: '用真实行情搭建模拟组合，每周与学习小组一起复盘。',
    tag: 'Challenge',
    tagZh: '挑战',
  },
  {
    title: 'Starter camp: five months free',
    titleZh: '新手训练营：五个月免费',
    desc: 'Our free training cycle now runs five months instead of three, on the way to 100,000 investors.',
    descZh: '免费训练周期由三个月延长至五个月，向十万投资者的目标迈进。',
    tag: 'Free',
    tagZh: '免费',
  },
];

export const demoReviews: { user: DemoUserKey; course: string; rating: number; comment: string }[] =
  [
    {
      user: 'li-na',
      course: 'Index Funds from Zero',
      rating: 5,
      comment: '讲得非常清楚，第一次明白了费率的重要性。',
    },
    {
      user: 'david',
      course: 'Index Funds from Zero',
      rating: 5,
      comment: 'Clear and practical. I set up my first monthly plan the same evening.',
    },
    {
      user: 'emily',
      course: 'Reading Financial Statements',
      rating: 4,
      comment: 'Great examples; I would love one more worked case.',
    },
    {
      user: 'chen-jie',
      course: 'Reading Financial Statements',
      rating: 5,
      comment: '终于能看懂年报了。',
    },
    {
      user: 'david',
      course: 'Risk Management Essentials',
      rating: 5,
      comment: 'The position sizing rule alone was worth it.',
    },
    {
      user: 'li-na',
      course: 'Compounding Mindset',
      rating: 4,
      comment: '例子很直观，希望能多一些练习题。',
    },
    {
      user: 'emily',
      course: 'Investor Psychology',
      rating: 5,
      comment: 'Made me rethink how often I check my portfolio.',
    },
    {
      user: 'chen-jie',
      course: 'Bond Investing Explained',
      rating: 3,
      comment: '内容不错，音频如果有字幕就更好了。',
    },
    {
      user: 'david',
      course: 'Asset Allocation in Practice',
      rating: 4,
      comment: 'The worksheet is excellent.',
    },
  ];

export const demoCourseLikes: { user: DemoUserKey; courses: string[] }[] = [
  {
    user: 'li-na',
    courses: ['Index Funds from Zero', 'Compounding Mindset', 'Risk Management Essentials'],
  },
  {
    user: 'david',
    courses: [
      'Index Funds from Zero',
      'Risk Management Essentials',
      'Asset Allocation in Practice',
    ],
  },
  { user: 'emily', courses: ['Investor Psychology', 'Reading Financial Statements'] },
  { user: 'chen-jie', courses: ['Reading Financial Statements', 'Index Funds from Zero'] },
];

export const demoTeacherLikes: { user: DemoUserKey; teachers: string[] }[] = [
  { user: 'li-na', teachers: ['zhang-lei', 'qian-ning'] },
  { user: 'david', teachers: ['zhang-lei', 'wang-fang'] },
  { user: 'emily', teachers: ['sun-jing', 'michelle-chen'] },
  { user: 'chen-jie', teachers: ['michelle-chen', 'zhang-lei'] },
];
