import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth++) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      JSON.parse(readFileSync(manifest, 'utf8')).name === '@academy/server'
    ) {
      return dir;
    }
    dir = path.dirname(dir);
  }
  throw new Error('apps/server/package.json not found above this file');
}

/**
 * The server package's folder (apps/server), found from this file whether it runs from
 * src/ (tests, dev) or from the bundle in dist/.
 */
export const serverRoot = findServerRoot();
