import {
  type AdminPage,
  adminIdParamsSchema,
  adminListQuerySchema,
  adminPage,
} from '@academy/contracts/admin';
import { emptySchema, envelope } from '@academy/contracts/common';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { pageWindow, type TableQuery } from '../db/table-query';
import type { Actor, AuditService } from '../modules/audit/audit.service';
import { currentSession, requireAdmin } from '../plugins/authentication';
import { AppError } from './app-error';
import { listPage, ok } from './reply';

type ListQuery = z.output<typeof adminListQuerySchema>;

export const tableQuery = (query: ListQuery): TableQuery => ({
  ...pageWindow(query.page, query.page_size),
  search: query.search || undefined,
  sort: query.sort,
  order: query.order,
});

/** One admin table's rows as their owning module's repository reads and writes them. */
export interface ResourceStore<Row, Values> {
  list(query: TableQuery): Promise<{ rows: Row[]; total: number }>;
  find(id: number): Promise<Row | undefined>;
  insert(values: Values): Promise<number | undefined>;
  update(id: number, values: Values): Promise<void>;
  remove(id: number): Promise<void>;
  /** Whether learners' history points at the row: such a row stays (decision 0009). */
  isInUse?(id: number): Promise<boolean>;
}

export interface ResourceOptions<Row, Item, Input, Values> {
  /** The audit log's name for the entity ("course", "banner"). */
  entity: string;
  db: Database;
  audit: AuditService;
  /** The owner's repository on the database or a transaction. */
  store(db: Database): ResourceStore<Row, Values>;
  present(row: Row): Item;
  /** The table values an admin's validated input becomes. */
  values(input: Input): Values;
  /** Checks an input against other modules before it is written (a referenced course exists). */
  check?(tx: Database, input: Input): Promise<void>;
}

/**
 * The list / create / update / delete every admin table shares, written once: each write runs
 * through the audit log (the change and its entry commit together) and answers the row as it is
 * now. The owning module supplies its SQL, its presenter and its input mapping.
 */
export function adminResource<Row, Item, Input, Values>(
  options: ResourceOptions<Row, Item, Input, Values>,
) {
  const { entity, audit, store, present, values, check } = options;
  const read = async (repository: ResourceStore<Row, Values>, id: number) => {
    const row = await repository.find(id);
    if (row === undefined) throw new AppError('NOT_FOUND');
    return present(row);
  };

  return {
    async list(query: ListQuery): Promise<AdminPage<Item>> {
      const { rows, total } = await store(options.db).list(tableQuery(query));
      return listPage(rows.map(present), total, query);
    },

    create(actor: Actor, input: Input): Promise<Item> {
      return audit.audited(actor, 'create', entity, async (tx) => {
        await check?.(tx, input);
        const repository = store(tx);
        const id = await repository.insert(values(input));
        if (id === undefined) throw new AppError('CONFLICT');
        return { id, before: null, after: await read(repository, id) };
      });
    },

    update(actor: Actor, id: number, input: Input): Promise<Item> {
      return audit.audited(actor, 'update', entity, async (tx) => {
        const repository = store(tx);
        const before = await read(repository, id);
        await check?.(tx, input);
        await repository.update(id, values(input));
        return { id, before, after: await read(repository, id) };
      });
    },

    /** Deletes a row nobody's history points at; otherwise 409 (set it inactive instead). */
    remove(actor: Actor, id: number): Promise<null> {
      return audit.audited(actor, 'delete', entity, async (tx) => {
        const repository = store(tx);
        const before = await read(repository, id);
        if (await repository.isInUse?.(id)) throw new AppError('CONFLICT');
        await repository.remove(id);
        return { id, before, after: null };
      });
    },
  };
}

/** What the routes of one admin table call: the four operations above, or the owner's own. */
export interface ResourceHandlers<Item, Input> {
  list(query: ListQuery): Promise<AdminPage<Item>>;
  create(actor: Actor, input: Input): Promise<Item>;
  update(actor: Actor, id: number, input: Input): Promise<Item>;
  remove(actor: Actor, id: number): Promise<unknown>;
}

/** The acting admin of a request (the admin guard has run). */
export const actorOf = (request: Parameters<typeof currentSession>[0]): Actor => ({
  id: currentSession(request).user.id,
});

/**
 * `GET path`, `POST path`, `PUT path/:id`, `DELETE path/:id` for one admin table, validated and
 * serialized by its contract.
 */
export function resourceRoutes<ItemSchema extends z.ZodType, InputSchema extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  schemas: { item: ItemSchema; input: InputSchema },
  handlers: ResourceHandlers<z.output<ItemSchema>, z.output<InputSchema>>,
) {
  const { item, input } = schemas;
  const tags = ['admin'];
  // Typed by hand: the schemas validate and serialize, these generics only name their outputs.
  type Input = z.output<InputSchema>;
  type ById = { Params: { id: number } };
  app.get<{ Querystring: ListQuery }>(
    path,
    { schema: { tags, querystring: adminListQuerySchema, response: { 200: adminPage(item) } } },
    async (request) => ok(await handlers.list(request.query)),
  );
  app.post<{ Body: Input }>(
    path,
    { schema: { tags, body: input, response: { 200: envelope(item) } } },
    async (request) => ok(await handlers.create(actorOf(request), request.body as Input)),
  );
  app.put<ById & { Body: Input }>(
    `${path}/:id`,
    {
      schema: { tags, params: adminIdParamsSchema, body: input, response: { 200: envelope(item) } },
    },
    async (request) =>
      ok(await handlers.update(actorOf(request), request.params.id, request.body as Input)),
  );
  app.delete<ById>(
    `${path}/:id`,
    { schema: { tags, params: adminIdParamsSchema, response: { 200: envelope(emptySchema) } } },
    async (request) => {
      await handlers.remove(actorOf(request), request.params.id);
      return ok({});
    },
  );
}

/** A plugin serving one admin table at `path` to admins only; its handlers come at registration. */
export function adminTableRoutes<ItemSchema extends z.ZodType, InputSchema extends z.ZodType>(
  path: string,
  schemas: { item: ItemSchema; input: InputSchema },
): FastifyPluginAsync<{ handlers: ResourceHandlers<z.output<ItemSchema>, z.output<InputSchema>> }> {
  return async (app, { handlers }) => {
    app.addHook('onRequest', requireAdmin);
    resourceRoutes(app, path, schemas, handlers);
  };
}
