import type {
  AdminActivityFeedItem,
  AdminPage,
  AdminStats,
  adminListQuerySchema,
  adminSettingsSchema,
  adminUserCreateSchema,
  adminUserUpdateSchema,
} from '@academy/contracts/admin';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Actor, AuditService, Change } from '../audit/audit.service';
import { hashPassword } from '../auth/password';
import { passwordProblem } from '../auth/password-rules';
import type { PointsService } from '../points/points.service';
import type { RewardsService } from '../rewards/rewards.service';
import type { SiteService } from '../site/site.service';
import { presentAdminUser } from './admin.presenter';
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
