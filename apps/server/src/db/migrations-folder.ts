import path from 'node:path';
import { serverRoot } from '../lib/server-root';

/** The generated, committed migrations every database is brought up to. */
export const MIGRATIONS_FOLDER = path.join(serverRoot, 'drizzle');
