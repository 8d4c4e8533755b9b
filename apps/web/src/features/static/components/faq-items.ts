/** The FAQ in both languages; the page's own EN / 中文 switch picks one (spec §2). */
export const faqItems = [
  {
    en: {
      q: 'Which courses are free?',
      a: 'Every beginner course is free for everyone, guests included. Intermediate and advanced courses are unlocked once with points and stay yours.',
    },
    zh: {
      q: '哪些课程是免费的？',
      a: '所有初级课程对所有人免费开放，包括未登录的访客。中级和高级课程使用积分解锁一次后永久有效。',
    },
  },
  {
    en: {
      q: 'How do I earn points?',
      a: 'Sign in every day, complete lessons, pass quizzes and finish whole courses. Each lesson shows how many points it gives.',
    },
    zh: {
      q: '如何获得积分？',
      a: '每日签到、完成课时、通过测验以及学完整门课程都可以获得积分。每个课时都会标明可获得的积分。',
    },
  },
  {
    en: {
      q: 'When does the daily sign-in reset?',
      a: 'At midnight Beijing time. You can sign in once per calendar day; signing in again the same day adds nothing.',
    },
    zh: {
      q: '每日签到什么时候重置？',
      a: '每天北京时间零点重置。每个自然日只能签到一次，同一天重复签到不会再获得积分。',
    },
  },
  {
    en: {
      q: 'Can I lose my progress?',
      a: 'No. Progress is saved to your account while you watch or read, and videos resume where you left off on any device.',
    },
    zh: {
      q: '学习进度会丢失吗？',
      a: '不会。观看或阅读时进度会自动保存到您的账户，在任何设备上都能从上次的位置继续播放。',
    },
  },
  {
    en: {
      q: 'How many times can I take a quiz?',
      a: 'Each quiz allows a limited number of attempts (usually three). Points are given once, the first time you pass.',
    },
    zh: {
      q: '测验可以做几次？',
      a: '每个测验的作答次数有限（通常为三次）。首次通过时获得积分，之后不再重复发放。',
    },
  },
  {
    en: {
      q: 'What can I redeem with points?',
      a: 'Course access and academy merchandise such as notebooks and calendars. Open the Rewards page to see what is in stock.',
    },
    zh: {
      q: '积分可以兑换什么？',
      a: '可以兑换课程权限和学院周边，例如笔记本和台历。请在奖品页面查看当前库存。',
    },
  },
  {
    en: {
      q: 'How long does shipping take?',
      a: 'Merchandise is reviewed within two working days, then shipped; you will see the tracking number in your profile.',
    },
    zh: {
      q: '实物奖品多久发货？',
      a: '实物奖品会在两个工作日内审核并发货，您可以在个人中心看到快递单号。',
    },
  },
  {
    en: {
      q: 'What if my redemption is rejected?',
      a: 'Your points are returned in full and the item goes back into stock. The reason is shown in your redemption history.',
    },
    zh: {
      q: '兑换申请被拒绝怎么办？',
      a: '积分会全额退还，奖品也会恢复库存。拒绝原因会显示在您的兑换记录中。',
    },
  },
  {
    en: {
      q: 'How do I change my password or language?',
      a: 'Open your profile and go to Settings. Changing your password signs out your other devices.',
    },
    zh: {
      q: '如何修改密码或界面语言？',
      a: '进入个人中心的“设置”标签即可修改。修改密码后，其他设备上的登录会自动退出。',
    },
  },
  {
    en: {
      q: 'How do I contact support?',
      a: 'Use the chat button at the bottom right of every page, or the email and phone number on the About page.',
    },
    zh: {
      q: '如何联系客服？',
      a: '点击每个页面右下角的客服按钮，或使用“关于我们”页面上的邮箱和电话。',
    },
  },
] as const;
