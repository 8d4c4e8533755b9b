/** Twenty learners' stories in both languages (spec §2: 3 shown, 3 more per Load More). */
export const caseStories = [
  {
    id: 1,
    en: {
      name: 'Wang Lei',
      role: 'Engineer, Shenzhen',
      story: 'Started with the index fund course and automated a monthly plan.',
      outcome: 'Saved 18% of income for two years straight',
    },
    zh: {
      name: '王磊',
      role: '深圳·工程师',
      story: '从指数基金课程起步，建立了每月定投计划。',
      outcome: '连续两年稳定储蓄收入的18%',
    },
  },
  {
    id: 2,
    en: {
      name: 'Chen Mei',
      role: 'Teacher, Chengdu',
      story: 'Learned to read fund fact sheets before buying anything.',
      outcome: 'Cut her average fund fees by half',
    },
    zh: {
      name: '陈梅',
      role: '成都·教师',
      story: '学会在买入前先读懂基金说明书。',
      outcome: '平均基金费率降低了一半',
    },
  },
  {
    id: 3,
    en: {
      name: 'Liu Yang',
      role: 'Product manager, Beijing',
      story: 'Used the risk course to size positions instead of guessing.',
      outcome: 'Kept drawdowns under 10% in a volatile year',
    },
    zh: {
      name: '刘洋',
      role: '北京·产品经理',
      story: '用风险管理课程的方法来决定仓位，而不是凭感觉。',
      outcome: '在波动的一年里把回撤控制在10%以内',
    },
  },
  {
    id: 4,
    en: {
      name: 'Zhao Qing',
      role: 'Nurse, Hangzhou',
      story: 'Built an emergency fund first, as the beginner course suggests.',
      outcome: 'Six months of expenses set aside',
    },
    zh: {
      name: '赵青',
      role: '杭州·护士',
      story: '按照入门课程的建议，先建立了应急资金。',
      outcome: '备足了六个月的生活费',
    },
  },
  {
    id: 5,
    en: {
      name: 'Sun Hao',
      role: 'Small-business owner, Guangzhou',
      story: 'Separated business cash from long-term savings.',
      outcome: 'A clear plan for retirement at 55',
    },
    zh: {
      name: '孙浩',
      role: '广州·小企业主',
      story: '把经营现金和长期储蓄分开管理。',
      outcome: '制定了55岁退休的清晰计划',
    },
  },
  {
    id: 6,
    en: {
      name: 'Zhou Ting',
      role: 'Accountant, Suzhou',
      story: 'Applied the bond ladder lessons to her family savings.',
      outcome: 'Steady interest income every quarter',
    },
    zh: {
      name: '周婷',
      role: '苏州·会计',
      story: '把债券阶梯课程用在了家庭储蓄上。',
      outcome: '每个季度都有稳定的利息收入',
    },
  },
  {
    id: 7,
    en: {
      name: 'Wu Jian',
      role: 'Student, Wuhan',
      story: 'Signed in every day and unlocked two advanced courses with points.',
      outcome: 'Passed all quizzes on the first try',
    },
    zh: {
      name: '吴健',
      role: '武汉·大学生',
      story: '坚持每日签到，用积分解锁了两门高级课程。',
      outcome: '所有测验一次通过',
    },
  },
  {
    id: 8,
    en: {
      name: 'Zheng Xin',
      role: 'Designer, Shanghai',
      story: 'Learned why chasing hot tips hurt her returns.',
      outcome: 'Switched to a written investment policy',
    },
    zh: {
      name: '郑欣',
      role: '上海·设计师',
      story: '明白了追逐热门消息为何拖累收益。',
      outcome: '改为按书面投资规则执行',
    },
  },
  {
    id: 9,
    en: {
      name: 'Huang Bo',
      role: 'Driver, Chongqing',
      story: 'Listened to the audio lessons during breaks.',
      outcome: 'Opened his first retirement account',
    },
    zh: {
      name: '黄波',
      role: '重庆·司机',
      story: '利用休息时间收听音频课程。',
      outcome: '开设了第一个养老账户',
    },
  },
  {
    id: 10,
    en: {
      name: 'Lin Fang',
      role: 'Retiree, Xiamen',
      story: 'Used the income course to plan withdrawals.',
      outcome: 'A withdrawal plan that lasts 30 years',
    },
    zh: {
      name: '林芳',
      role: '厦门·退休人员',
      story: '用收益类课程规划了取款节奏。',
      outcome: '制定了可持续30年的提取计划',
    },
  },
  {
    id: 11,
    en: {
      name: 'He Jun',
      role: 'Sales lead, Tianjin',
      story: 'Stopped trading on margin after the risk module.',
      outcome: 'No more forced liquidations',
    },
    zh: {
      name: '何军',
      role: '天津·销售主管',
      story: '学完风险模块后停止了融资交易。',
      outcome: '再也没有被强制平仓',
    },
  },
  {
    id: 12,
    en: {
      name: 'Gao Yan',
      role: 'Doctor, Nanjing',
      story: 'Compared fund costs with the calculator from the PDF guide.',
      outcome: 'Moved to low-cost index funds',
    },
    zh: {
      name: '高燕',
      role: '南京·医生',
      story: '用PDF指南里的计算方法比较基金成本。',
      outcome: '转向低成本指数基金',
    },
  },
  {
    id: 13,
    en: {
      name: 'Ma Rui',
      role: "Programmer, Xi'an",
      story: 'Wrote down rebalancing rules and followed them.',
      outcome: 'Rebalanced calmly through a market drop',
    },
    zh: {
      name: '马睿',
      role: '西安·程序员',
      story: '写下再平衡规则并严格执行。',
      outcome: '在市场下跌时冷静地完成再平衡',
    },
  },
  {
    id: 14,
    en: {
      name: 'Luo Na',
      role: 'HR specialist, Changsha',
      story: 'Learned to check company reports before buying shares.',
      outcome: 'Avoided two companies with weak cash flow',
    },
    zh: {
      name: '罗娜',
      role: '长沙·人事专员',
      story: '学会在买股票前先查看公司财报。',
      outcome: '避开了两家现金流薄弱的公司',
    },
  },
  {
    id: 15,
    en: {
      name: 'Xu Kai',
      role: 'Chef, Qingdao',
      story: 'Started with small monthly amounts he could keep up.',
      outcome: 'Three years without missing a month',
    },
    zh: {
      name: '徐凯',
      role: '青岛·厨师',
      story: '从能长期坚持的小额月投开始。',
      outcome: '三年从未中断',
    },
  },
  {
    id: 16,
    en: {
      name: 'Deng Li',
      role: 'Civil servant, Kunming',
      story: "Used the goal-setting lesson to plan for her child's education.",
      outcome: 'Education fund on track for 2035',
    },
    zh: {
      name: '邓丽',
      role: '昆明·公务员',
      story: '用目标规划课为孩子的教育做准备。',
      outcome: '教育基金按计划推进至2035年',
    },
  },
  {
    id: 17,
    en: {
      name: 'Feng Tao',
      role: 'Logistics manager, Zhengzhou',
      story: 'Learned how currency risk affects overseas funds.',
      outcome: 'A balanced mix of local and global assets',
    },
    zh: {
      name: '冯涛',
      role: '郑州·物流经理',
      story: '了解了汇率风险如何影响海外基金。',
      outcome: '配置了均衡的国内外资产',
    },
  },
  {
    id: 18,
    en: {
      name: 'Cao Jing',
      role: 'Translator, Harbin',
      story: 'Studied in both languages to learn the English terms.',
      outcome: 'Reads international reports with confidence',
    },
    zh: {
      name: '曹静',
      role: '哈尔滨·翻译',
      story: '双语学习，掌握了英文金融术语。',
      outcome: '能自信地阅读国际研报',
    },
  },
  {
    id: 19,
    en: {
      name: 'Peng Fei',
      role: 'Architect, Hefei',
      story: 'Calculated his real returns after fees and inflation.',
      outcome: 'Raised his savings rate by 5 points',
    },
    zh: {
      name: '彭飞',
      role: '合肥·建筑师',
      story: '计算了扣除费用和通胀后的真实收益。',
      outcome: '储蓄率提高了5个百分点',
    },
  },
  {
    id: 20,
    en: {
      name: 'Yuan Shan',
      role: 'Shop owner, Nanning',
      story: 'Learned to keep a simple monthly money review.',
      outcome: 'Paid off all consumer debt in a year',
    },
    zh: {
      name: '袁珊',
      role: '南宁·店主',
      story: '养成了每月简单复盘财务的习惯。',
      outcome: '一年内还清了全部消费贷款',
    },
  },
] as const;
