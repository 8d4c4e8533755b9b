import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../lib/server-root';

/**
 * A new embedded database starts as a copy of a cluster made at build time with every migration
 * applied, instead of running initdb: the build leaves it as a data folder, and a first start
 * copies the folder with the file system's own copy (decision 0021). The copy is used only when
 * it was made from exactly the migrations this build ships; otherwise the database is created
 * and migrated as before.
 */
export const TEMPLATE_DIR = path.join(serverRoot, 'dist', 'pglite-template');
const fingerprintFile = (templateDir: string) => `${templateDir}.sha256`;

/** One hash of the migrations folder: the journal and every SQL file in it. */
export function migrationsFingerprint(migrationsFolder: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
  for (const name of files.sort())
    hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  hash.update(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json')));
  return hash.digest('hex');
}

/**
 * Fills a new data folder from the build's cluster when there is one made from these
 * migrations; answers whether it did.
 */
export function copyPgliteTemplate(
  dataDir: string,
  migrationsFolder: string,
  templateDir = TEMPLATE_DIR,
): boolean {
  const fingerprint = fingerprintFile(templateDir);
  if (!existsSync(path.join(templateDir, 'PG_VERSION')) || !existsSync(fingerprint)) return false;
  if (readFileSync(fingerprint, 'utf8') !== migrationsFingerprint(migrationsFolder)) return false;
  cpSync(templateDir, dataDir, { recursive: true });
  return true;
}

/**
 * The build's step: an emptied template folder for `create` to make the cluster in, then the
 * fingerprint of the migrations it was made from, written once it is complete.
 */
export async function makePgliteTemplateIn(
  create: (templateDir: string) => Promise<void>,
  migrationsFolder: string,
  templateDir = TEMPLATE_DIR,
): Promise<void> {
  rmSync(templateDir, { recursive: true, force: true });
  rmSync(fingerprintFile(templateDir), { force: true });
  await create(templateDir);
  writeFileSync(fingerprintFile(templateDir), migrationsFingerprint(migrationsFolder));
}
