import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../lib/server-root';

/**
 * A new embedded database starts from a copy of a cluster made at build time with every
 * migration applied, instead of running initdb: loading the copy takes about a quarter of the
 * time (decision 0021). The copy is used only when it was made from exactly the migrations this
 * build ships; otherwise the database is created and migrated as before.
 */
const TEMPLATE_FILE = path.join(serverRoot, 'dist', 'pglite-template.tar.gz');
const fingerprintFile = (templateFile: string) => `${templateFile}.sha256`;

/** One hash of the migrations folder: the journal and every SQL file in it. */
export function migrationsFingerprint(migrationsFolder: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
  for (const name of files.sort())
    hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  hash.update(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json')));
  return hash.digest('hex');
}

/** The build's cluster copy, when there is one made from these migrations. */
export function pgliteTemplate(
  migrationsFolder: string,
  templateFile = TEMPLATE_FILE,
): Blob | undefined {
  const fingerprint = fingerprintFile(templateFile);
  if (!existsSync(templateFile) || !existsSync(fingerprint)) return undefined;
  if (readFileSync(fingerprint, 'utf8') !== migrationsFingerprint(migrationsFolder)) {
    return undefined;
  }
  return new Blob([readFileSync(templateFile)]);
}

/** Writes the cluster copy and the fingerprint of the migrations it holds (the build's step). */
export function writePgliteTemplate(
  dump: Uint8Array,
  migrationsFolder: string,
  templateFile = TEMPLATE_FILE,
): void {
  writeFileSync(templateFile, dump);
  writeFileSync(fingerprintFile(templateFile), migrationsFingerprint(migrationsFolder));
}
