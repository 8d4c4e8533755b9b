import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../lib/server-root';
import { copyPgliteTemplate, makePgliteTemplateIn, migrationsFingerprint } from './pglite-template';

const shipped = path.join(serverRoot, 'drizzle');

/** A copy of the shipped migrations folder that a test may change. */
function migrationsCopy(): string {
  const folder = path.join(mkdtempSync(path.join(os.tmpdir(), 'migrations-')), 'drizzle');
  cpSync(shipped, folder, { recursive: true });
  return folder;
}

/** A template made the build's way, standing in for a cluster: a PG_VERSION and one data file. */
async function makeTemplate(folder: string): Promise<string> {
  const templateDir = path.join(path.dirname(folder), 'template');
  await makePgliteTemplateIn(
    async (dir) => {
      mkdirSync(path.join(dir, 'base'), { recursive: true });
      writeFileSync(path.join(dir, 'PG_VERSION'), '17');
      writeFileSync(path.join(dir, 'base', '1'), 'pages');
    },
    folder,
    templateDir,
  );
  return templateDir;
}

const newDataDir = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'data-')), 'data');

describe('the embedded database template', () => {
  it('fills a new data folder only when it was made from exactly these migrations', async () => {
    const folder = migrationsCopy();
    const templateDir = await makeTemplate(folder);
    const dataDir = newDataDir();
    expect(copyPgliteTemplate(dataDir, folder, templateDir)).toBe(true);
    expect(readFileSync(path.join(dataDir, 'base', '1'), 'utf8')).toBe('pages');

    writeFileSync(path.join(folder, '9999_later.sql'), 'select 1;');
    const other = newDataDir();
    expect(copyPgliteTemplate(other, folder, templateDir)).toBe(false);
    expect(existsSync(other)).toBe(false);
  });

  it('fingerprints the content of every migration, not only its name', () => {
    const folder = migrationsCopy();
    const before = migrationsFingerprint(folder);
    writeFileSync(path.join(folder, '0000_init.sql'), '-- edited');
    expect(migrationsFingerprint(folder)).not.toBe(before);
    expect(migrationsFingerprint(shipped)).toBe(before);
  });

  it('is not there to use before a build made one, or when a build stopped half-way', async () => {
    const folder = migrationsCopy();
    const missing = path.join(path.dirname(folder), 'none');
    expect(copyPgliteTemplate(newDataDir(), folder, missing)).toBe(false);
    const broken = path.join(path.dirname(folder), 'broken');
    await expect(
      makePgliteTemplateIn(
        async (dir) => {
          mkdirSync(dir);
          writeFileSync(path.join(dir, 'PG_VERSION'), '17');
          throw new Error('the build stopped');
        },
        folder,
        broken,
      ),
    ).rejects.toThrow('the build stopped');
    expect(copyPgliteTemplate(newDataDir(), folder, broken)).toBe(false);
  });
});
