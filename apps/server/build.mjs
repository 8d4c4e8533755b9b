// Bundles the server, its npm packages and the workspace's TypeScript packages (@academy/*) into
// a few ESM files, so a start parses them instead of resolving and reading about 660 modules
// one by one (decision 0045). Then makes the migrated cluster new embedded databases are copied
// from (src/db/pglite-template.ts).
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * The packages that stay in node_modules, loaded from there at run time:
 * - a native addon, and packages that read files shipped beside their code (PGlite's WebAssembly
 *   and data, PDFKit's font metrics, the API explorer's page, the certificate fonts);
 * - packages a feature loads on first use, which no start pays for. Node loads them as it does
 *   from source, names and all: a CommonJS package bundled into a chunk of its own would answer
 *   a dynamic import with its default export only;
 * - `pg-native`, `pg`'s optional native driver, which the academy does not install.
 */
const external = [
  '@node-rs/argon2',
  '@electric-sql/pglite',
  'pdfkit',
  '@fastify/swagger-ui',
  '@expo-google-fonts/noto-sans-sc',
  'ioredis',
  'nodemailer',
  'sanitize-html',
  'file-type',
  '@aws-sdk/*',
  'pg-native',
];

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
  external,
  // Bundled CommonJS packages call `require` for Node's own modules and their optional parts.
  banner: {
    js: "import { createRequire as academyRequire } from 'node:module'; const require = academyRequire(import.meta.url);",
  },
  // server.js stays small and loads the rest by its dynamic import, which splitting keeps lazy,
  // as it keeps the embedded database's driver and the password rules with their dictionaries.
  splitting: true,
  logLevel: 'warning',
});

// A new embedded database starts from this migrated cluster instead of running initdb.
await import(new URL('./dist/make-pglite-template.js', import.meta.url).href);
