import type { CourseFilters, TeacherFilters } from '@academy/contracts/public-reads';
import type { Locale } from '@academy/contracts/rules';

/** Who a signed-in answer is for: a guest's and a learner's copies never mix. */
type Viewer = number | undefined;
const viewer = (userId: Viewer) => userId ?? 'guest';

/**
 * The query keys features share, from one factory. Features read and invalidate each other's
 * data through these, never through literals, so a key cannot drift between the query that
 * fills it and the mutation that refreshes it. Keys only their own feature reads (notes,
 * questions, certificates, the teacher's workspace) live in that feature's api file, out of the
 * code every page loads.
 */
export const queryKeys = {
  site: { settings: ['site', 'settings'] },
  home: { banners: ['home', 'banners'], activities: ['home', 'activities'] },
  courses: {
    all: ['courses'],
    lists: ['courses', 'list'],
    list: (filters: CourseFilters | 'home', locale: Locale) => ['courses', 'list', filters, locale],
    /** Every viewer's copy of a course (a like patches them all). */
    anyDetail: (courseId: number) => ['courses', 'detail', courseId],
    detail: (courseId: number, userId: Viewer) => ['courses', 'detail', courseId, viewer(userId)],
    related: (courseId: number) => ['courses', 'related', courseId],
    reviews: (courseId: number, page: number) => ['courses', 'reviews', courseId, page],
  },
  content: {
    all: ['content'],
    list: (courseId: number, userId: Viewer) => ['content', 'list', courseId, viewer(userId)],
    item: (contentId: number, userId: Viewer) => ['content', 'item', contentId, viewer(userId)],
  },
  /** The learner's own records across courses: My learning and the mistakes book. */
  learning: {
    all: ['learning'],
    mine: (userId: number | undefined) => ['learning', 'mine', userId],
    mistakes: (userId: number | undefined) => ['learning', 'mistakes', userId],
  },
  teachers: {
    all: ['teachers'],
    featured: ['teachers', 'featured'],
    list: (filters: TeacherFilters, userId: Viewer, locale: Locale) => [
      'teachers',
      'list',
      filters,
      viewer(userId),
      locale,
    ],
    /** Every viewer's copy of a teacher (a like patches them all). */
    anyDetail: (teacherId: number) => ['teachers', 'detail', teacherId],
    detail: (teacherId: number, userId: Viewer) => [
      'teachers',
      'detail',
      teacherId,
      viewer(userId),
    ],
  },
  points: {
    all: ['points'],
    signins: ['points', 'signin'],
    signin: (userId: number | undefined) => ['points', 'signin', userId],
    summary: (userId: number | undefined) => ['points', 'summary', userId],
    history: (userId: number | undefined, page: number) => ['points', 'history', userId, page],
  },
  redemptions: {
    all: ['redemptions'],
    list: (userId: number | undefined, page: number) => ['redemptions', userId, page],
  },
  notifications: {
    all: ['notifications'],
    lists: ['notifications', 'list'],
    unread: (userId: number | undefined) => ['notifications', 'unread', userId],
    list: (userId: number | undefined, page: number) => ['notifications', 'list', userId, page],
  },
  rewards: {
    all: ['rewards'],
    list: (category: number | 'all', page: number) => ['rewards', 'list', category, page],
    detail: (rewardId: number) => ['rewards', 'detail', rewardId],
  },
} as const;
