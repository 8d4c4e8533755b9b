import { gradedQuestionSchema, type QuizQuestion } from '@academy/contracts/content-data';
import type { Database } from '../db/database';
import { courseAccess } from '../modules/catalogue/catalogue.schema';
import { contentProgress, quizAttempts } from '../modules/learning/learning.schema';
import { pointsLedger } from '../modules/points/points.schema';
import { redemptions, rewards } from '../modules/rewards/rewards.schema';
import { type DemoUserKey, demoRewards } from './demo-community';
import { demoCourses } from './demo-courses';
import { at, dayOf } from './demo-lessons';
import type { DemoRows } from './seed-academy';

type LedgerRow = typeof pointsLedger.$inferInsert;

/** The demo learners' welcome, sign-ins and finished courses, with their quiz attempts. */
async function learningHistory(tx: Database, rows: DemoRows, ledger: LedgerRow[]) {
  const { userId, contentsOf } = rows;
  // Learning history: the ledger rows are the only way points move (a trigger keeps balances).
  const learners: { user: DemoUserKey; signInDays: number; completed: string[] }[] = [
    {
      user: 'li-na',
      signInDays: 25,
      completed: ['Index Funds from Zero', 'Reading Financial Statements', 'Compounding Mindset'],
    },
    { user: 'david', signInDays: 9, completed: ['Index Funds from Zero'] },
    { user: 'emily', signInDays: 4, completed: ['Investor Psychology'] },
    { user: 'chen-jie', signInDays: 2, completed: [] },
  ];
  for (const learner of learners) {
    const id = userId(learner.user);
    ledger.push({
      userId: id,
      delta: 100,
      reason: 'welcome',
      reference: 'welcome',
      description: 'Welcome bonus',
      descriptionZh: '新人礼包',
      createdAt: at(122),
    });
    for (let day = 0; day < learner.signInDays; day++) {
      const createdAt = at(122 + day, 1);
      ledger.push({
        userId: id,
        delta: 10,
        reason: 'signin',
        reference: dayOf(createdAt),
        description: 'Daily sign-in',
        descriptionZh: '每日签到',
        createdAt,
      });
    }
    for (const [courseIndex, title] of learner.completed.entries()) {
      for (const [step, item] of contentsOf(title).entries()) {
        const completedAt = at(124 + courseIndex * 5 + step, 3);
        await tx.insert(contentProgress).values({
          userId: id,
          contentId: item.id,
          progress: 100,
          completedAt,
          updatedAt: completedAt,
        });
        const isQuiz = item.type === 'quiz';
        if (isQuiz) {
          const questions = (item.contentData as { questions: QuizQuestion[] }).questions;
          await tx.insert(quizAttempts).values({
            userId: id,
            contentId: item.id,
            attemptNumber: 1,
            answers: Object.fromEntries(
              questions.map((question) => [question.id, question.answer]),
            ),
            gradedQuestions: questions.map((question) => gradedQuestionSchema.parse(question)),
            correctAnswers: questions.length,
            totalQuestions: questions.length,
            scorePercentage: 100,
            passed: true,
            pointsEarned: item.pointsReward,
            createdAt: completedAt,
          });
        }
        const titleZh = demoCourses.find((demo) => demo.title === title)?.titleZh ?? title;
        ledger.push({
          userId: id,
          delta: item.pointsReward,
          reason: isQuiz ? 'quiz_passed' : 'content_completed',
          reference: `${isQuiz ? 'quiz' : 'content'}:${item.id}`,
          description: `${isQuiz ? 'Quiz passed' : 'Lesson completed'}: ${title}`,
          descriptionZh: `${isQuiz ? '通过测验' : '完成课时'}：${titleZh}`,
          createdAt: completedAt,
        });
      }
    }
  }
}

/** One learner's award, a course unlocked with points and two redemptions, one delivered. */
async function spendingHistory(tx: Database, rows: DemoRows, ledger: LedgerRow[]) {
  const { userId, course } = rows;
  const liNa = userId('li-na');
  ledger.push({
    userId: liNa,
    delta: 300,
    reason: 'admin_adjustment',
    reference: 'award:2026-10-top-learner',
    description: 'Top learner of October',
    descriptionZh: '十月学习之星奖励',
    createdAt: at(152),
  });
  const unlocked = course('Risk Management Essentials');
  await tx
    .insert(courseAccess)
    .values({ userId: liNa, courseId: unlocked.id, source: 'points', createdAt: at(154) });
  ledger.push({
    userId: liNa,
    delta: -unlocked.pointsRequired,
    reason: 'course_unlock',
    reference: `course:${unlocked.id}`,
    description: 'Course unlocked: Risk Management Essentials',
    descriptionZh: '解锁课程：风险管理要点',
    createdAt: at(154),
  });
  const rewardRows = await tx
    .select({ id: rewards.id, title: rewards.title, pointsRequired: rewards.pointsRequired })
    .from(rewards);
  const shipping = {
    recipientName: '李娜',
    recipientPhone: '138 0013 8000',
    shippingAddress: '浦东新区世纪大道 100 号 8 楼',
    shippingCity: '上海市',
    shippingProvince: '上海',
    shippingPostalCode: '200120',
  };
  for (const [title, status, day] of [
    ['Desk calendar', 'completed', 157],
    ['Academy notebook', 'pending', 170],
  ] as const) {
    const reward = rewardRows.find((row) => row.title === title);
    if (!reward) throw new Error(`demo reward ${title} missing`);
    const createdAt = at(day);
    const [redemption] = await tx
      .insert(redemptions)
      .values({
        userId: liNa,
        rewardId: reward.id,
        pointsSpent: reward.pointsRequired,
        status,
        ...shipping,
        ...(status === 'completed'
          ? {
              trackingNumber: 'SF1234567890',
              approvedAt: at(day + 1),
              shippedAt: at(day + 2),
              completedAt: at(day + 5),
            }
          : {}),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: redemptions.id });
    ledger.push({
      userId: liNa,
      delta: -reward.pointsRequired,
      reason: 'redemption',
      reference: `redemption:${redemption?.id}`,
      description: `Redeemed: ${title}`,
      descriptionZh: `兑换：${demoRewards.find((demo) => demo.title === title)?.titleZh ?? title}`,
      createdAt,
    });
  }
}

/**
 * Everything that moved points, written as ledger rows (the only way points move: a trigger
 * keeps balances), in time order so no running balance dips below zero along the way.
 */
export async function insertHistory(tx: Database, rows: DemoRows) {
  const ledger: LedgerRow[] = [];
  await learningHistory(tx, rows, ledger);
  await spendingHistory(tx, rows, ledger);
  ledger.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
  await tx.insert(pointsLedger).values(ledger);
}
