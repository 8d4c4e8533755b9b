// Bundles the server into one ESM file. npm packages stay external (installed by npm ci);
// the workspace's own TypeScript packages (@academy/*) are compiled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies = {} } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url)));

await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile: new URL('./dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => !name.startsWith('@academy/')),
  logLevel: 'warning',
});
