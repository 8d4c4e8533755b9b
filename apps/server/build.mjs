// Bundles the server into one ESM file. npm packages stay external (installed by npm ci);
// the workspace's own TypeScript packages (@academy/*) are compiled in. Then makes the migrated
// cluster new embedded databases are copied from (src/db/pglite-template.ts).
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies = {} } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url)));

// A fresh folder each time, so no file of an earlier build's shape is left to be used.
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: {
    server: new URL('./src/server.ts', import.meta.url).pathname,
    // The embedded database's thread, started by db/pglite-thread.ts beside server.js.
    'pglite-worker': new URL('./src/db/pglite-worker.ts', import.meta.url).pathname,
    'make-pglite-template': new URL('./src/make-pglite-template.ts', import.meta.url).pathname,
    // `npm run media:move`: copies the uploads folder into a bucket or back (decision 0028).
    'move-media': new URL('./src/move-media.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => !name.startsWith('@academy/')),
  // server.js stays small and loads the rest by its dynamic import, which splitting keeps lazy.
  splitting: true,
  logLevel: 'warning',
});

// A new embedded database starts from this migrated cluster instead of running initdb.
await import(new URL('./dist/make-pglite-template.js', import.meta.url).href);
