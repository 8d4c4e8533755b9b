import type {
  AdminUser,
  adminUserCreateSchema,
  adminUserUpdateSchema,
  userBulkSchema,
} from '@academy/contracts/auth.admin';
import type { Locale } from '@academy/contracts/common';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { keysetBatches, type ListOrder } from '../../db/table-query';
import { tableQuery } from '../../lib/admin-resource';
import { AppError } from '../../lib/app-error';
import { type BulkContext, eachAlone } from '../../lib/bulk';
import { type CsvColumn, csvChunks } from '../../lib/csv';
import { listPage } from '../../lib/reply';
import type { Actor, AuditService } from '../audit/audit.service';
import { createAuthRepository, type UserAdminRow, userAdminStore } from './auth.repository';
import { hashPassword } from './password';
import { passwordProblem } from './password-rules';
import type { SessionService } from './session.service';

/** An account as admins see it: never its password hash. */
function presentAdminUser(row: UserAdminRow): AdminUser {
  return {
    id: row.id,
    name: row.fullName,
    email: row.email,
    role: row.role,
    status: row.status,
    available_points: row.availablePoints,
    createdAt: row.createdAt.toISOString(),
    last_active_at: row.lastActive ? new Date(row.lastActive).toISOString() : null,
  };
}

const roleWords: Record<AdminUser['role'], Record<Locale, string>> = {
  admin: { en: 'Admin', zh: '管理员' },
  teacher: { en: 'Teacher', zh: '老师' },
  student: { en: 'Student', zh: '学员' },
};
const statusWords: Record<AdminUser['status'], Record<Locale, string>> = {
  active: { en: 'Active', zh: '正常' },
  disabled: { en: 'Disabled', zh: '已停用' },
};

/** The accounts sheet: never a password hash, as on screen. */
const userColumns: CsvColumn<AdminUser>[] = [
  { header: { en: 'ID', zh: '编号' }, value: (user) => user.id },
  { header: { en: 'Name', zh: '姓名' }, value: (user) => user.name },
  { header: { en: 'Email', zh: '邮箱' }, value: (user) => user.email },
  { header: { en: 'Role', zh: '角色' }, value: (user, locale) => roleWords[user.role][locale] },
  {
    header: { en: 'Status', zh: '状态' },
    value: (user, locale) => statusWords[user.status][locale],
  },
  { header: { en: 'Points', zh: '积分' }, value: (user) => user.available_points },
  { header: { en: 'Created', zh: '注册时间' }, value: (user) => user.createdAt },
  { header: { en: 'Last active', zh: '最近活跃' }, value: (user) => user.last_active_at },
];

/** Admin-set passwords follow the same rules as everyone's (decision 0016). */
async function refuseWeakPassword(password: string, email: string): Promise<void> {
  const problem = await passwordProblem(password, { email });
  if (problem) throw new AppError('VALIDATION_FAILED', { password: problem });
}

/** A unique violation from PostgreSQL (an email already in use). */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/** What an admin may change of an account; fields left out stay as they are. */
type AccountChanges = Partial<z.output<typeof adminUserUpdateSchema>>;

/** One account as the admin area shows it, read with `executor`; 404 when there is none. */
async function readAccount(executor: Database, id: number) {
  const row = await userAdminStore(executor).find(id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentAdminUser(row);
}

/**
 * Applies changes to an account in one audited transaction, its row locked first so that two
 * edits of one account run one after the other and each sees the other's result.
 */
function accountChanges(audit: AuditService, sessions: SessionService) {
  return async (actor: Actor, id: number, changes: AccountChanges) => {
    try {
      return await audit.audited(actor, 'update', 'user', async (tx) => {
        const accounts = createAuthRepository(tx);
        if (!(await accounts.lockUser(id))) throw new AppError('NOT_FOUND');
        const before = await readAccount(tx, id);
        const after = { ...before, ...changes };
        const staysAdmin = after.role === 'admin' && after.status === 'active';
        if (before.role === 'admin' && before.status === 'active' && !staysAdmin) {
          if (id === actor.id) throw new AppError('CONFLICT', { role: 'CONFLICT' });
          const admins = await userAdminStore(tx).lockActiveAdmins();
          if (admins.length <= 1) throw new AppError('CONFLICT', { role: 'CONFLICT' });
        }
        await accounts.updateUser(id, {
          ...(changes.name === undefined ? {} : { fullName: changes.name }),
          ...(changes.email === undefined ? {} : { email: changes.email }),
          ...(changes.role === undefined ? {} : { role: changes.role }),
          ...(changes.status === undefined ? {} : { status: changes.status }),
        });
        // Links mailed to an address the account no longer has must not act for it.
        if (after.email !== before.email) await accounts.spendTokensOf(id);
        // Disabling ends the sessions; any other change (role, name) drops cached identities.
        if (after.status === 'disabled') await sessions.revoke({ userId: id }, tx);
        else await sessions.forget(id, tx);
        return { id, before, after: await readAccount(tx, id) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', { email: 'EMAIL_TAKEN' });
      throw error;
    }
  };
}

type UserSearch = ListOrder & { search?: string | undefined };

function usersCsv(db: Database, query: UserSearch, locale: Locale) {
  const store = userAdminStore(db);
  const batches = async function* () {
    for await (const rows of keysetBatches(
      (afterId, limit) => store.batch(query, afterId, limit),
      (row) => row.id,
    )) {
      yield rows.map(presentAdminUser);
    }
  };
  return csvChunks(userColumns, batches(), locale);
}

/** Accounts in the admin area: list, create, edit, disable and reset, every write audited. */
export function createUsersAdmin(db: Database, audit: AuditService, sessions: SessionService) {
  const change = accountChanges(audit, sessions);

  return {
    /** One account as the admin area shows it; 404 when there is none. Joins a transaction. */
    get: (id: number, executor: Database = db) => readAccount(executor, id),

    async list(query: Parameters<typeof tableQuery>[0]) {
      const { rows, total } = await userAdminStore(db).list(tableQuery(query));
      return listPage(rows.map(presentAdminUser), total, query);
    },

    async create(actor: Actor, input: z.output<typeof adminUserCreateSchema>) {
      await refuseWeakPassword(input.password, input.email);
      const passwordHash = await hashPassword(input.password);
      return audit.audited(actor, 'create', 'user', async (tx) => {
        const user = await createAuthRepository(tx).insertUser({
          email: input.email,
          fullName: input.name,
          role: input.role,
          passwordHash,
          // The admin vouches for the address; the account works at once.
          emailConfirmedAt: new Date(),
        });
        if (!user) throw new AppError('EMAIL_TAKEN', { email: 'EMAIL_TAKEN' });
        return { id: user.id, before: null, after: await readAccount(tx, user.id) };
      });
    },

    /**
     * Edits an account. An admin cannot take away their own admin role or disable themselves,
     * and the last active admin stays one; disabling ends the account's sessions at once.
     */
    update(actor: Actor, id: number, input: z.output<typeof adminUserUpdateSchema>) {
      return change(actor, id, input);
    },

    /** Sets a new password and signs the account out everywhere. */
    async resetPassword(actor: Actor, id: number, password: string) {
      const passwordHash = await hashPassword(password);
      return audit.audited(actor, 'reset_password', 'user', async (tx) => {
        const user = await readAccount(tx, id);
        await refuseWeakPassword(password, user.email);
        const accounts = createAuthRepository(tx);
        await accounts.updateUser(id, { passwordHash });
        // No mail link the account still has out may undo the new password.
        await accounts.spendTokensOf(id);
        await sessions.revoke({ userId: id }, tx);
        return { id, before: null, after: user };
      });
    },

    /** "Deleting" an account disables it: its points history and redemptions must remain. */
    disable(actor: Actor, id: number) {
      return this.setStatus(actor, id, 'disabled');
    },

    /**
     * Disables or enables an account under the same rules (last admin, self), changing its
     * status alone: an edit of its name made meanwhile stays.
     */
    setStatus(actor: Actor, id: number, status: AdminUser['status']) {
      return change(actor, id, { status });
    },

    /** Disables or enables many accounts, each in its own audited transaction. */
    bulk(actor: Actor, request: z.output<typeof userBulkSchema>, context: BulkContext) {
      const status = request.action === 'disable' ? 'disabled' : 'active';
      return eachAlone(request.items, (item) => this.setStatus(actor, item.id, status), context);
    },

    /** The accounts an admin's search and sort find, as CSV, read a batch at a time. */
    exportUsers: (query: UserSearch, locale: Locale) => usersCsv(db, query, locale),
  };
}

export type UsersAdmin = ReturnType<typeof createUsersAdmin>;
