import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  type ContentType,
  contentDataSchemas,
  gradedQuestionSchema,
  type QuizQuestion,
} from '@academy/contracts/content-data';
import type { Database } from '../db/database';
import type { MediaStorage } from '../lib/media-storage';
import { serverRoot } from '../lib/server-root';
import { users } from '../modules/auth/auth.schema';
import { hashPassword } from '../modules/auth/password';
import {
  courseAccess,
  courseLikes,
  courseReviews,
  courses,
} from '../modules/catalogue/catalogue.schema';
import { activities, banners } from '../modules/home/home.schema';
import { contentProgress, contents, quizAttempts } from '../modules/learning/learning.schema';
import { pointsLedger } from '../modules/points/points.schema';
import { redemptions, rewards } from '../modules/rewards/rewards.schema';
import { teacherLikes, teachers } from '../modules/teachers/teachers.schema';
import {
  type DemoUserKey,
  demoActivities,
  demoBanners,
  demoCourseLikes,
  demoReviews,
  demoRewards,
  demoTeacherAccount,
  demoTeacherLikes,
  demoUsers,
} from './demo-community';
import { type DemoCourse, demoCourses } from './demo-courses';
import { demoTeachers, teacherPortrait } from './demo-teachers';
import { type DemoTheme, demoThemes } from './demo-themes';
import narrations from './narrations.json';

export interface DemoLogin {
  role: 'admin' | 'student';
  email: string;
  password: string;
}

const MEDIA_SOURCE = path.join(serverRoot, 'src', 'demo', 'media');
const media = (file: string) => `/media/seed/${file}`;
const nn = (index: number) => String(index + 1).padStart(2, '0');

/** Every timestamp is a fixed offset from here, so the demo is the same on every machine. */
const BASE = Date.UTC(2026, 5, 1, 2, 0, 0);
const at = (days: number, hours = 0) => new Date(BASE + days * 86_400_000 + hours * 3_600_000);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

type Narration = {
  title: string;
  title_zh: string;
  text: string;
  text_zh?: string;
  /** When each sentence is spoken in the recording: [start, end] seconds, measured from it. */
  timings: [number, number][];
};
const narration = (key: string): Narration =>
  (narrations as unknown as Record<string, Narration>)[key] as Narration;

/** A narration's sentences: each ends with a full stop, English or Chinese. */
const sentencesOf = (text: string) => text.match(/[^.。]+[.。]/g)?.map((part) => part.trim()) ?? [];

/** The timed transcript of a recording: its sentences in both languages with their timings. */
function passagesOf(key: string, spoken: Narration) {
  const texts = sentencesOf(spoken.text);
  const textsZh = spoken.text_zh ? sentencesOf(spoken.text_zh) : [];
  if (
    texts.length !== spoken.timings.length ||
    (spoken.text_zh && textsZh.length !== texts.length)
  ) {
    throw new Error(`narration ${key}: one timing per sentence, in both languages`);
  }
  return spoken.timings.map(([start, end], index) => ({
    start,
    end,
    text: texts[index] ?? '',
    ...(textsZh[index] ? { text_zh: textsZh[index] } : {}),
  }));
}

const pointsRequiredByLevel = { beginner: 0, intermediate: 100, advanced: 200 } as const;
const priceByLevel = { beginner: 49, intermediate: 99, advanced: 199 } as const;

interface ContentSeed {
  type: ContentType;
  title: string;
  titleZh: string;
  durationMinutes: number;
  pointsReward: number;
  contentData: unknown;
}

function lessonHtml(course: DemoCourse, language: 'en' | 'zh'): string {
  const [summary, points, heading, closing] =
    language === 'en'
      ? [
          course.summary,
          course.points,
          'Key ideas',
          'Take one idea and apply it to your own portfolio this week.',
        ]
      : [course.summaryZh, course.pointsZh, '核心要点', '本周挑一个要点，用在你自己的投资组合上。'];
  const items = points.map((point) => `<li>${point}</li>`).join('');
  return `<h2>${heading}</h2><p>${summary}</p><ul>${items}</ul><blockquote><strong>${closing}</strong></blockquote>`;
}

/** A course's lessons: an article, the theme's media, a PDF and (for most courses) a quiz. */
function contentsFor(course: DemoCourse, index: number): ContentSeed[] {
  const theme: DemoTheme = demoThemes[course.theme];
  const items: ContentSeed[] = [
    {
      type: 'text',
      title: 'Key ideas',
      titleZh: '核心要点',
      durationMinutes: 8 + (index % 4) * 3,
      pointsReward: 5,
      contentData: { html: lessonHtml(course, 'en'), html_zh: lessonHtml(course, 'zh') },
    },
  ];
  for (const key of [theme.video, index % 2 === 0 ? theme.audio : undefined]) {
    if (!key) continue;
    const spoken = narration(key);
    const type = key.startsWith('video') ? 'video' : 'audio';
    items.push({
      type,
      title: spoken.title,
      titleZh: spoken.title_zh,
      durationMinutes: 1,
      pointsReward: 10,
      contentData: {
        url: media(`${key}.${type === 'video' ? 'mp4' : 'mp3'}`),
        // Videos have a Chinese edition with a Chinese title card (scripts/generate-media.sh).
        ...(type === 'video' ? { url_zh: media(`${key}-zh.mp4`) } : {}),
        transcript: spoken.text,
        ...(spoken.text_zh ? { transcript_zh: spoken.text_zh } : {}),
        passages: passagesOf(key, spoken),
      },
    });
  }
  items.push({
    type: 'pdf',
    title: theme.pdf.title,
    titleZh: theme.pdf.titleZh,
    durationMinutes: theme.pdf.minutes + (course.level === 'advanced' ? 45 : 0),
    pointsReward: 10,
    contentData: {
      url: media(theme.pdf.file),
      url_zh: media(theme.pdf.file.replace(/\.pdf$/, '-zh.pdf')),
    },
  });
  // A few courses go without a quiz, but none ends up with fewer than three lessons.
  if (index % 5 !== 4 || items.length < 3) {
    items.push({
      type: 'quiz',
      title: 'Check your understanding',
      titleZh: '学习检测',
      durationMinutes: 5,
      pointsReward: 20,
      contentData: { passing_score: 70, max_attempts: 3, questions: theme.quiz },
    });
  }
  return items.map((item) => ({
    ...item,
    contentData: contentDataSchemas[item.type].parse(item.contentData),
  }));
}

/** Inserts the demo academy into an empty, migrated database; puts its media into the store. */
export async function seedDemoData(
  db: Database,
  options: { storage: MediaStorage; password?: string | undefined },
): Promise<DemoLogin[]> {
  // Media first: a committed seed must never point at missing files.
  for (const name of readdirSync(MEDIA_SOURCE)) {
    await options.storage.putFile(`seed/${name}`, path.join(MEDIA_SOURCE, name));
  }
  // Hashing is slow on purpose; do it before the transaction holds any locks.
  // A password nobody has seen before: 96 random bits, unless a test names one.
  const passwords = demoUsers.map(() => options.password ?? randomBytes(12).toString('base64url'));
  const passwordHashes = await Promise.all(passwords.map((password) => hashPassword(password)));

  await db.transaction(async (tx) => {
    const userRows = await tx
      .insert(users)
      .values(
        demoUsers.map((user, index) => ({
          email: user.email,
          passwordHash: passwordHashes[index] ?? '',
          fullName: user.fullName,
          role: user.role,
          languagePreference: user.language,
          createdAt: at(100 + index),
          emailConfirmedAt: at(100 + index),
        })),
      )
      .returning({ id: users.id, email: users.email });
    const userId = (key: DemoUserKey) => {
      const email = demoUsers.find((user) => user.key === key)?.email;
      const row = userRows.find((candidate) => candidate.email === email);
      if (!row) throw new Error(`demo user ${key} missing`);
      return row.id;
    };

    const teacherRows = await tx
      .insert(teachers)
      .values(
        demoTeachers.map((teacher, index) => ({
          fullName: teacher.fullName,
          fullNameZh: teacher.fullNameZh,
          bio: teacher.bio,
          bioZh: teacher.bioZh,
          specialization: teacher.specialization,
          specializationZh: teacher.specializationZh,
          experienceYears: teacher.experienceYears,
          isAssistant: teacher.isAssistant,
          profileImage: media(teacherPortrait(teacher.fullName)),
          userId:
            teacher.key === demoTeacherAccount.teacher ? userId(demoTeacherAccount.user) : null,
          createdAt: at(index * 3),
        })),
      )
      .returning({ id: teachers.id });
    const teacherId = (key: string) => {
      const row = teacherRows[demoTeachers.findIndex((teacher) => teacher.key === key)];
      if (!row) throw new Error(`demo teacher ${key} missing`);
      return row.id;
    };

    const courseRows = await tx
      .insert(courses)
      .values(
        demoCourses.map((course, index) => ({
          teacherId: teacherId(course.teacher),
          title: course.title,
          titleZh: course.titleZh,
          shortDescription: course.summary,
          shortDescriptionZh: course.summaryZh,
          description: `${course.summary} ${course.points.join(' ')}`,
          descriptionZh: `${course.summaryZh}${course.pointsZh.join('')}`,
          thumbnail: media(`course-${nn(index)}.webp`),
          difficultyLevel: course.level,
          pointsRequired:
            pointsRequiredByLevel[course.level] +
            (index % 3) * 50 * Number(course.level !== 'beginner'),
          pointsReward: { beginner: 10, intermediate: 20, advanced: 30 }[course.level],
          price: priceByLevel[course.level] + (index % 3) * 10,
          isFeatured: course.isFeatured ?? false,
          isFree: course.level === 'beginner',
          status: course.isDraft ? ('draft' as const) : ('active' as const),
          createdAt: at(10 + index * 6),
          updatedAt: at(10 + index * 6),
        })),
      )
      .returning({ id: courses.id, title: courses.title, pointsRequired: courses.pointsRequired });
    const course = (title: string) => {
      const row = courseRows.find((candidate) => candidate.title === title);
      if (!row) throw new Error(`demo course ${title} missing`);
      return row;
    };

    const contentRows = await tx
      .insert(contents)
      .values(
        demoCourses.flatMap((demo, index) =>
          contentsFor(demo, index).map((item, position) => ({
            courseId: courseRows[index]?.id ?? 0,
            position: position + 1,
            ...item,
            createdAt: at(10 + index * 6, position),
          })),
        ),
      )
      .returning({
        id: contents.id,
        courseId: contents.courseId,
        type: contents.type,
        pointsReward: contents.pointsReward,
        contentData: contents.contentData,
      });
    const contentsOf = (title: string) =>
      contentRows.filter((row) => row.courseId === course(title).id);

    await tx.insert(rewards).values(
      demoRewards.map((reward, index) => ({
        categoryId: 'course' in reward ? 1 : 2,
        courseId: 'course' in reward && reward.course ? course(reward.course).id : null,
        title: reward.title,
        titleZh: reward.titleZh,
        description: reward.description,
        descriptionZh: reward.descriptionZh,
        imageUrl: media(`reward-${nn(index)}.webp`),
        pointsRequired: reward.points,
        availableStock: reward.stock,
        createdAt: at(60 + index),
      })),
    );
    await tx.insert(banners).values(
      demoBanners.map((banner, index) => ({
        ...banner,
        image: media(`banner-${nn(index)}.webp`),
        position: index + 1,
      })),
    );
    await tx.insert(activities).values(
      demoActivities.map((activity, index) => ({
        ...activity,
        imageUrl: media(`activity-${nn(index)}.webp`),
        imageUrlZh: media(`activity-${nn(index)}.webp`),
        position: index + 1,
        createdAt: at(120 + index * 7),
      })),
    );

    await tx.insert(courseReviews).values(
      demoReviews.map((review, index) => ({
        userId: userId(review.user),
        courseId: course(review.course).id,
        rating: review.rating,
        comment: review.comment,
        createdAt: at(125 + index),
      })),
    );
    await tx
      .insert(courseLikes)
      .values(
        demoCourseLikes.flatMap(({ user, courses: titles }) =>
          titles.map((title) => ({ userId: userId(user), courseId: course(title).id })),
        ),
      );
    await tx
      .insert(teacherLikes)
      .values(
        demoTeacherLikes.flatMap(({ user, teachers: keys }) =>
          keys.map((key) => ({ userId: userId(user), teacherId: teacherId(key) })),
        ),
      );

    // Learning history: the ledger rows are the only way points move (a trigger keeps balances).
    const ledger: (typeof pointsLedger.$inferInsert)[] = [];
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

    // In time order, so the running balance never dips below zero along the way.
    ledger.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
    await tx.insert(pointsLedger).values(ledger);
  });

  return demoUsers.map((user, index) => ({
    role: user.role === 'admin' ? 'admin' : 'student',
    email: user.email,
    password: passwords[index] ?? '',
  }));
}
