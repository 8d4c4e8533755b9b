import type {
  AdminActivityFeedItem,
  AdminPage,
  AdminStats,
  adminContentInputSchema,
  adminCourseInputSchema,
  adminListQuerySchema,
  adminRewardInputSchema,
  adminSettingsSchema,
  adminUserCreateSchema,
  adminUserUpdateSchema,
  RewardStats,
} from '@academy/contracts/admin';
import { LOW_STOCK_THRESHOLD } from '@academy/contracts/admin';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { sanitizeLessonHtml } from '../../lib/sanitize-html';
import type { Actor, AuditService, Change } from '../audit/audit.service';
import { hashPassword } from '../auth/password';
import { passwordProblem } from '../auth/password-rules';
import type { PointsService } from '../points/points.service';
import type { RedemptionAction, RewardsService } from '../rewards/rewards.service';
import type { SiteService } from '../site/site.service';
import {
  presentAdminContent,
  presentAdminCourse,
  presentAdminRedemption,
  presentAdminReward,
  presentAdminUser,
} from './admin.presenter';
import { createAdminRepository, type TableQuery } from './admin.repository';

type ListQuery = z.output<typeof adminListQuerySchema>;
type Input<T extends z.ZodType> = z.output<T>;

const tableQuery = (query: ListQuery): TableQuery => ({
  offset: (query.page - 1) * query.page_size,
  limit: query.page_size,
  search: query.search || undefined,
  sort: query.sort,
  order: query.order,
});

const page = <T>(list: T[], total: number, query: ListQuery): AdminPage<T> => ({
  list,
  count: total,
  page: query.page,
  page_size: query.page_size,
});

/** Admin-set passwords follow the same rules as everyone's (decision 0016). */
function refuseWeakPassword(password: string, email: string) {
  const problem = passwordProblem(password, { email });
  if (problem) throw new AppError('VALIDATION_FAILED', { password: problem });
}

/** A unique violation from PostgreSQL (e.g. an email already in use). */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

function courseValues(input: Input<typeof adminCourseInputSchema>) {
  return {
    title: input.title,
    titleZh: input.title_zh,
    description: input.description,
    descriptionZh: input.description_zh,
    shortDescription: input.short_description,
    shortDescriptionZh: input.short_description_zh,
    teacherId: input.teacher_id,
    thumbnail: input.thumbnail,
    difficultyLevel: input.difficulty_level,
    pointsRequired: input.points_required,
    pointsReward: input.points_reward,
    price: input.price,
    isFeatured: input.is_featured,
    isFree: input.is_free,
    status: input.status,
  };
}

/** Article HTML is sanitized before it is stored; other payloads are stored as validated. */
function contentValues(input: Input<typeof adminContentInputSchema>) {
  const contentData =
    input.type === 'text'
      ? {
          html: sanitizeLessonHtml(input.content_data.html),
          ...(input.content_data.html_zh
            ? { html_zh: sanitizeLessonHtml(input.content_data.html_zh) }
            : {}),
        }
      : input.content_data;
  return {
    courseId: input.course_id,
    type: input.type,
    title: input.title,
    titleZh: input.title_zh,
    description: input.description,
    descriptionZh: input.description_zh,
    durationMinutes: input.duration,
    pointsReward: input.points_reward,
    contentData,
  };
}

function rewardValues(input: Input<typeof adminRewardInputSchema>) {
  return {
    categoryId: input.reward_category_id,
    courseId: input.reward_category_id === 1 ? input.course_id : null,
    title: input.title,
    titleZh: input.title_zh,
    description: input.description,
    descriptionZh: input.description_zh,
    imageUrl: input.image_url,
    pointsRequired: input.points_required,
    availableStock: input.available_stock,
    status: input.status,
  };
}

/**
 * The admin area's rules. Writes run in a transaction together with their audit entry
 * (who, what, before → after); redemptions and points go through the owning services.
 */
export function createAdminService(
  db: Database,
  deps: {
    audit: AuditService;
    points: PointsService;
    rewards: RewardsService;
    site: SiteService;
    timeZone: string;
  },
) {
  const repository = createAdminRepository(db);

  /** Runs a change and records it in the audit log in the same transaction. */
  /** An admin write on this module's tables, through the audit log (one transaction). */
  function audited<T>(
    actor: Actor,
    action: string,
    entity: string,
    change: (repo: ReturnType<typeof createAdminRepository>, tx: Database) => Promise<Change<T>>,
  ): Promise<T> {
    return deps.audit.audited(actor, action, entity, (tx) => change(createAdminRepository(tx), tx));
  }

  async function requireFound<T>(value: Promise<T | undefined>): Promise<T> {
    const found = await value;
    if (found === undefined) throw new AppError('NOT_FOUND');
    return found;
  }

  const courseById = async (repo: typeof repository, id: number) =>
    presentAdminCourse(await requireFound(repo.findCourse(id)));
  const contentById = async (repo: typeof repository, id: number) =>
    presentAdminContent(await requireFound(repo.findContent(id)));
  const rewardById = async (repo: typeof repository, id: number) =>
    presentAdminReward(await requireFound(repo.findReward(id)));
  const userById = async (repo: typeof repository, id: number) =>
    presentAdminUser(await requireFound(repo.findUser(id)));

  return {
    async stats(): Promise<AdminStats> {
      const [year, month] = new Intl.DateTimeFormat('en-CA', {
        timeZone: deps.timeZone,
        year: 'numeric',
        month: '2-digit',
      })
        .format(new Date())
        .split('-');
      const row = await repository.stats(new Date(`${year}-${month}-01T00:00:00Z`));
      return {
        totalUsers: row?.totalUsers ?? 0,
        activeUsers: row?.activeUsers ?? 0,
        totalCourses: row?.totalCourses ?? 0,
        totalEnrollments: row?.totalEnrollments ?? 0,
        totalTeachers: row?.totalTeachers ?? 0,
        monthlyRevenue: row?.pointsSpent ?? 0,
      };
    },

    async recentActivity(): Promise<AdminActivityFeedItem[]> {
      const rows = await repository.recentActivity(20);
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        user: row.user_name,
        user_id: row.user_id,
        course: row.course,
        course_id: row.course_id,
        amount: row.amount === null ? null : Number(row.amount),
        rating: row.rating === null ? null : Number(row.rating),
        timestamp: new Date(row.at).toISOString(),
      }));
    },

    // Courses
    async listCourses(query: ListQuery) {
      const { rows, total } = await repository.listCourses(tableQuery(query));
      return page(rows.map(presentAdminCourse), total, query);
    },
    createCourse(actor: Actor, input: Input<typeof adminCourseInputSchema>) {
      return audited(actor, 'create', 'course', async (repo) => {
        const id = await requireFound(repo.insertCourse(courseValues(input)));
        return { id, before: null, after: await courseById(repo, id) };
      });
    },
    updateCourse(actor: Actor, id: number, input: Input<typeof adminCourseInputSchema>) {
      return audited(actor, 'update', 'course', async (repo) => {
        const before = await courseById(repo, id);
        await repo.updateCourse(id, courseValues(input));
        return { id, before, after: await courseById(repo, id) };
      });
    },
    /**
     * Deletes a course nobody has used yet. Once learners have unlocked or started it (or a
     * reward offers it), deleting would erase their records: it is refused, set it inactive.
     */
    deleteCourse(actor: Actor, id: number) {
      return audited(actor, 'delete', 'course', async (repo) => {
        const before = await courseById(repo, id);
        if (await repo.courseHasLearnerRecords(id)) throw new AppError('CONFLICT');
        await repo.deleteCourse(id);
        return { id, before, after: null };
      });
    },

    // Users
    async listUsers(query: ListQuery) {
      const { rows, total } = await repository.listUsers(tableQuery(query));
      return page(
        rows.map((row) => presentAdminUser(row.user, row.lastActive)),
        total,
        query,
      );
    },
    async createUser(actor: Actor, input: Input<typeof adminUserCreateSchema>) {
      refuseWeakPassword(input.password, input.email);
      const passwordHash = await hashPassword(input.password);
      return audited(actor, 'create', 'user', async (repo) => {
        const id = await repo.insertUser({
          email: input.email,
          fullName: input.name,
          role: input.role,
          passwordHash,
          // The admin vouches for the address; the account works at once.
          emailConfirmedAt: new Date(),
        });
        if (id === undefined) throw new AppError('EMAIL_TAKEN', { email: 'EMAIL_TAKEN' });
        return { id, before: null, after: await userById(repo, id) };
      });
    },
    /**
     * Edits an account. An admin cannot take away their own admin role or disable themselves,
     * and the last active admin stays one; disabling ends the account's sessions at once.
     */
    async updateUser(actor: Actor, id: number, input: Input<typeof adminUserUpdateSchema>) {
      try {
        return await audited(actor, 'update', 'user', async (repo) => {
          const before = await userById(repo, id);
          const staysAdmin = input.role === 'admin' && input.status === 'active';
          if (before.role === 'admin' && before.status === 'active' && !staysAdmin) {
            if (id === actor.id) throw new AppError('CONFLICT', { role: 'CONFLICT' });
            const admins = await repo.lockActiveAdmins();
            if (admins.length <= 1) throw new AppError('CONFLICT', { role: 'CONFLICT' });
          }
          await repo.updateUser(id, {
            fullName: input.name,
            email: input.email,
            role: input.role,
            status: input.status,
          });
          if (input.status === 'disabled') await repo.revokeSessions(id);
          return { id, before, after: await userById(repo, id) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', { email: 'EMAIL_TAKEN' });
        throw error;
      }
    },
    /** Sets a new password and signs the account out everywhere. */
    async resetPassword(actor: Actor, id: number, password: string) {
      const passwordHash = await hashPassword(password);
      return audited(actor, 'reset_password', 'user', async (repo) => {
        const user = await userById(repo, id);
        refuseWeakPassword(password, user.email);
        await repo.updateUser(id, { passwordHash });
        await repo.revokeSessions(id);
        return { id, before: null, after: user };
      });
    },
    /** "Deleting" an account disables it: its points history and redemptions must remain. */
    async disableUser(actor: Actor, id: number) {
      const user = await userById(repository, id);
      return this.updateUser(actor, id, {
        name: user.name,
        email: user.email,
        role: user.role,
        status: 'disabled',
      });
    },

    // Content
    async listContents(courseId: number) {
      await courseById(repository, courseId);
      return (await repository.listContents(courseId)).map(presentAdminContent);
    },
    createContent(actor: Actor, input: Input<typeof adminContentInputSchema>) {
      return audited(actor, 'create', 'content', async (repo) => {
        await courseById(repo, input.course_id);
        const position = await repo.nextContentPosition(input.course_id);
        const id = await requireFound(repo.insertContent({ ...contentValues(input), position }));
        return { id, before: null, after: await contentById(repo, id) };
      });
    },
    updateContent(actor: Actor, id: number, input: Input<typeof adminContentInputSchema>) {
      return audited(actor, 'update', 'content', async (repo) => {
        const before = await contentById(repo, id);
        if (before.course_id !== input.course_id) await courseById(repo, input.course_id);
        const values = contentValues(input);
        await repo.updateContent(id, {
          ...values,
          ...(before.course_id !== input.course_id
            ? { position: await repo.nextContentPosition(input.course_id) }
            : {}),
        });
        return { id, before, after: await contentById(repo, id) };
      });
    },
    /** Items learners have progress on are kept (their history and points refer to them). */
    deleteContent(actor: Actor, id: number) {
      return audited(actor, 'delete', 'content', async (repo) => {
        const before = await contentById(repo, id);
        if (await repo.contentHasLearnerRecords(id)) throw new AppError('CONFLICT');
        await repo.deleteContent(id);
        return { id, before, after: null };
      });
    },
    reorderContents(actor: Actor, courseId: number, ids: number[]) {
      return audited(actor, 'reorder', 'content', async (repo) => {
        const before = (await repo.listContents(courseId)).map((row) => row.content.id);
        if (
          before.length !== ids.length ||
          new Set(ids).size !== ids.length ||
          ids.some((id) => !before.includes(id))
        ) {
          throw new AppError('VALIDATION_FAILED', { ids: 'VALIDATION_FAILED' });
        }
        await repo.reorderContents(courseId, ids);
        const after = (await repo.listContents(courseId)).map(presentAdminContent);
        return { id: courseId, before, after };
      });
    },

    // Rewards and redemptions
    async listRewards(query: ListQuery) {
      const { rows, total } = await repository.listRewards(tableQuery(query));
      return page(rows.map(presentAdminReward), total, query);
    },
    async rewardStats(): Promise<RewardStats> {
      const row = await repository.rewardStats(LOW_STOCK_THRESHOLD);
      return {
        pending: row.pending,
        shipped: row.shipped,
        points_redeemed: row.pointsRedeemed,
        low_stock: row.lowStock,
      };
    },
    createReward(actor: Actor, input: Input<typeof adminRewardInputSchema>) {
      return audited(actor, 'create', 'reward', async (repo) => {
        if (input.course_id !== null) await courseById(repo, input.course_id);
        const id = await requireFound(repo.insertReward(rewardValues(input)));
        return { id, before: null, after: await rewardById(repo, id) };
      });
    },
    updateReward(actor: Actor, id: number, input: Input<typeof adminRewardInputSchema>) {
      return audited(actor, 'update', 'reward', async (repo) => {
        const before = await rewardById(repo, id);
        if (input.course_id !== null) await courseById(repo, input.course_id);
        await repo.updateReward(id, rewardValues(input));
        return { id, before, after: await rewardById(repo, id) };
      });
    },
    /** A reward that was ever redeemed is kept for its history: set it inactive instead. */
    deleteReward(actor: Actor, id: number) {
      return audited(actor, 'delete', 'reward', async (repo) => {
        const before = await rewardById(repo, id);
        if (await repo.rewardHasRedemptions(id)) throw new AppError('CONFLICT');
        await repo.deleteReward(id);
        return { id, before, after: null };
      });
    },
    async listRedemptions(query: ListQuery & { status?: string | undefined }) {
      const { rows, total } = await repository.listRedemptions({
        ...tableQuery(query),
        status: query.status,
      });
      return page(rows.map(presentAdminRedemption), total, query);
    },
    /** Moves a redemption through the rewards service (which owns the transition rules). */
    async actOnRedemption(
      actor: Actor,
      id: number,
      action: RedemptionAction,
      details: { tracking_number?: string | undefined; note?: string | undefined },
    ) {
      if (action === 'ship' && !details.tracking_number) {
        throw new AppError('VALIDATION_FAILED', { tracking_number: 'VALIDATION_FAILED' });
      }
      return audited(actor, action, 'redemption', async (repo, tx) => {
        const before = presentAdminRedemption(await requireFound(repo.findRedemption(id)));
        await deps.rewards.transition(
          id,
          action,
          {
            ...(details.tracking_number ? { trackingNumber: details.tracking_number } : {}),
            ...(details.note ? { note: details.note } : {}),
          },
          tx,
        );
        const after = presentAdminRedemption(await requireFound(repo.findRedemption(id)));
        return { id, before, after };
      });
    },

    // Points
    async ledger(userId: number, pageNumber: number, pageSize: number) {
      const user = await userById(repository, userId);
      const { rows, total } = await repository.ledger(
        userId,
        (pageNumber - 1) * pageSize,
        pageSize,
      );
      return {
        user,
        list: rows.map((row) => ({
          point_id: row.id,
          created_at: row.createdAt.toISOString(),
          description: row.description,
          description_zh: row.descriptionZh,
          points: row.delta,
          reason: row.reason,
        })),
        count: total,
        page: pageNumber,
        page_size: pageSize,
      };
    },
    /** A manual adjustment through the points service (never below zero), then audited. */
    async adjustPoints(actor: Actor, userId: number, delta: number, reason: string) {
      return audited(actor, 'adjust', 'points', async (repo, tx) => {
        const before = await userById(repo, userId);
        const balance = await deps.points.adjust(userId, delta, reason, tx);
        return {
          id: userId,
          before: { available_points: before.available_points },
          after: { user_id: userId, available_points: balance, delta, reason },
        };
      });
    },

    // Settings and audit
    async settings() {
      return { ...(await deps.site.publicSettings()), time_zone: deps.timeZone };
    },
    async updateSettings(actor: Actor, input: z.output<typeof adminSettingsSchema>) {
      const after = await audited(actor, 'update', 'settings', async (_repo, tx) => {
        const before = await deps.site.publicSettingsIn(tx);
        await deps.site.saveSettings(input, tx);
        return { id: null, before, after: await deps.site.publicSettingsIn(tx) };
      });
      return { ...after, time_zone: deps.timeZone };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
