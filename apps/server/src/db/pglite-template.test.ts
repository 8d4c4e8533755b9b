import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../lib/server-root';
import { migrationsFingerprint, pgliteTemplate, writePgliteTemplate } from './pglite-template';

const shipped = path.join(serverRoot, 'drizzle');

/** A copy of the shipped migrations folder that a test may change. */
function migrationsCopy(): string {
  const folder = path.join(mkdtempSync(path.join(os.tmpdir(), 'migrations-')), 'drizzle');
  cpSync(shipped, folder, { recursive: true });
  return folder;
}

describe('the embedded database template', () => {
  it('is used only when it was made from exactly these migrations', () => {
    const folder = migrationsCopy();
    const templateFile = path.join(path.dirname(folder), 'template.tar.gz');
    writePgliteTemplate(new Uint8Array([1, 2, 3]), folder, templateFile);
    expect(pgliteTemplate(folder, templateFile)?.size).toBe(3);

    writeFileSync(path.join(folder, '9999_later.sql'), 'select 1;');
    expect(pgliteTemplate(folder, templateFile)).toBeUndefined();
  });

  it('fingerprints the content of every migration, not only its name', () => {
    const folder = migrationsCopy();
    const before = migrationsFingerprint(folder);
    writeFileSync(path.join(folder, '0000_init.sql'), '-- edited');
    expect(migrationsFingerprint(folder)).not.toBe(before);
    expect(migrationsFingerprint(shipped)).toBe(before);
  });

  it('is not there to use before a build made one', () => {
    const folder = migrationsCopy();
    expect(pgliteTemplate(folder, path.join(path.dirname(folder), 'none.tar.gz'))).toBeUndefined();
  });
});
