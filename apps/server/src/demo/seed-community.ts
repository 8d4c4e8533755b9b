import type { Database } from '../db/database';
import { courseLikes, courseReviews } from '../modules/catalogue/catalogue.schema';
import { activities, banners } from '../modules/home/home.schema';
import { rewards } from '../modules/rewards/rewards.schema';
import { teacherLikes } from '../modules/teachers/teachers.schema';
import {
  demoActivities,
  demoBanners,
  demoCourseLikes,
  demoReviews,
  demoRewards,
  demoTeacherLikes,
} from './demo-community';
import { at, media, nn } from './demo-lessons';
import type { DemoRows } from './seed-academy';

/** The shop, the home page's banners and activities, and learners' reviews and likes. */
export async function insertCommunity(tx: Database, rows: DemoRows) {
  const { userId, teacherId, course } = rows;
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
}
