import { makePgliteTemplate } from './db/database';

// Build step (build.mjs): the migrated cluster a new embedded database is copied from.
await makePgliteTemplate();
