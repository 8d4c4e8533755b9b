import type { ContentType } from '@academy/contracts/content-data';
import type { Database } from '../db/database';
import { users } from '../modules/auth/auth.schema';
import { courses } from '../modules/catalogue/catalogue.schema';
import { contents } from '../modules/learning/learning.schema';
import { teachers } from '../modules/teachers/teachers.schema';
import { type DemoUserKey, demoTeacherAccount, demoUsers } from './demo-community';
import { demoCourses } from './demo-courses';
import { at, contentsFor, media, nn } from './demo-lessons';
import { demoTeachers, teacherPortrait } from './demo-teachers';

const pointsRequiredByLevel = { beginner: 0, intermediate: 100, advanced: 200 } as const;
const priceByLevel = { beginner: 49, intermediate: 99, advanced: 199 } as const;

/** Finds the rows the seed wrote by the demo's own keys. */
export interface DemoRows {
  userId(key: DemoUserKey): number;
  teacherId(key: string): number;
  course(title: string): { id: number; title: string; pointsRequired: number };
  contentsOf(
    title: string,
  ): { id: number; type: ContentType; pointsReward: number; contentData: unknown }[];
}

/** The demo's accounts (with their hashed passwords) and its teachers, linked where one teaches. */
async function insertPeople(tx: Database, passwordHashes: string[]) {
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
        userId: teacher.key === demoTeacherAccount.teacher ? userId(demoTeacherAccount.user) : null,
        createdAt: at(index * 3),
      })),
    )
    .returning({ id: teachers.id });
  const teacherId = (key: string) => {
    const row = teacherRows[demoTeachers.findIndex((teacher) => teacher.key === key)];
    if (!row) throw new Error(`demo teacher ${key} missing`);
    return row.id;
  };
  return { userId, teacherId };
}

/** The demo's courses and their lessons. */
async function insertCourses(tx: Database, teacherId: (key: string) => number) {
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
  return { course, contentsOf };
}

/** The demo's people, teachers, courses and lessons, and how to find each row again. */
export async function insertAcademy(tx: Database, passwordHashes: string[]): Promise<DemoRows> {
  const people = await insertPeople(tx, passwordHashes);
  return { ...people, ...(await insertCourses(tx, people.teacherId)) };
}
