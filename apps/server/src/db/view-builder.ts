import { QueryBuilder } from 'drizzle-orm/pg-core';
import { drizzleOptions } from './database';

/**
 * Builds the subqueries a module publishes as views (`*.views.ts`): SQL over its own tables that
 * other modules' repositories may join or select, without ever holding the tables themselves.
 */
export const viewBuilder = new QueryBuilder(drizzleOptions);
