// Bundles the server into one ESM file. npm packages stay external (installed by npm ci);
// the workspace's own TypeScript packages (@academy/*) are compiled in. Then makes the migrated
// cluster new embedded databases are copied from (src/db/pglite-template.ts).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies = {} } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url)));

await build({
  entryPoints: {
    server: new URL('./src/server.ts', import.meta.url).pathname,
    'make-pglite-template': new URL('./src/make-pglite-template.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => !name.startsWith('@academy/')),
  logLevel: 'warning',
});

// A new embedded database starts from this migrated cluster instead of running initdb.
await import(new URL('./dist/make-pglite-template.js', import.meta.url).href);
