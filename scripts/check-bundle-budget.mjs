// The JavaScript a public page needs before it can render is at most 100 kB
// brotli, and none of it is the admin UI library. Sizes are deterministic, so this is a test.
//
// A public page needs: the entry and its static imports, the core texts (common, errors), its
// own lazy route chunk with that chunk's imports and its texts, as the route table names them,
// and `boot.js`, which starts the app on a page the server rendered. Every page outside the
// admin area is checked; the largest must fit.
// Runs under tsx (`npm run test:budget`), which lets it read the route table itself.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { appRouteNames, appRoutes } from '../packages/contracts/src/app-routes.ts';

const dist = path.resolve('apps/web/dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const BUDGET_BYTES = 100 * 1024;

if (!existsSync(manifestFile)) {
  console.error(`No build found at ${manifestFile}. Run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
if (!entry) {
  console.error('The Vite manifest has no entry chunk.');
  process.exit(1);
}

/** A chunk and everything it imports statically. */
function closure(chunk, seen = new Map()) {
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.set(chunk.file, chunk);
  for (const key of chunk.imports ?? []) closure(manifest[key], seen);
  return seen;
}

/** A namespace's Chinese texts: the web's own, or the error messages from the contracts package. */
const texts = (namespace) =>
  Object.entries(manifest).find(([key]) => key.endsWith(`locales/zh/${namespace}.json`))?.[1];

const sizes = new Map();
const brotli = (file) => {
  if (!sizes.has(file)) {
    const bytes = readFileSync(path.join(dist, file));
    sizes.set(
      file,
      brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    );
  }
  return sizes.get(file);
};

const shell = closure(entry);
for (const namespace of ['common', 'errors']) closure(texts(namespace), shell);

const pages = [...new Set(appRouteNames.map((name) => appRoutes[name]))]
  .filter(
    (route, index, all) =>
      route.page &&
      route.layout !== 'admin' &&
      all.findIndex((other) => other.page === route.page) === index,
  )
  .map((route) => {
    const source = `src/app/routes/${route.page}.tsx`;
    const chunk = manifest[source];
    if (!chunk) {
      console.error(`The build has no ${source}, which the route table names.`);
      process.exit(1);
    }
    return { source, chunk, texts: route.texts };
  });

let failed = false;
let largest = { total: 0, source: '' };
console.log('Initial JavaScript of each public page (brotli):');
for (const { source, chunk, texts: namespaces } of pages) {
  const files = closure(chunk, new Map(shell));
  for (const namespace of namespaces) closure(texts(namespace), files);
  let total = brotli('boot.js');
  for (const file of files.values()) {
    if (!file.file.endsWith('.js')) continue;
    total += brotli(file.file);
    const code = readFileSync(path.join(dist, file.file), 'utf8');
    // antd's components carry their class prefix; none of it may reach a public page.
    if (/["'`]ant-(btn|layout|menu)\b/.test(code) || file.src?.includes('node_modules/antd')) {
      console.error(`  ${source}: ${file.file} contains the admin UI library`);
      failed = true;
    }
  }
  console.log(`  ${(total / 1024).toFixed(1).padStart(7)} kB  ${source}`);
  if (total > largest.total) largest = { total, source };
}
console.log(
  `  largest: ${(largest.total / 1024).toFixed(1)} kB (${largest.source}), budget ${BUDGET_BYTES / 1024} kB`,
);

if (pages.length === 0) {
  console.error('Budget check failed: no public page chunks were found in the build.');
  failed = true;
}
if (largest.total > BUDGET_BYTES) {
  console.error(
    `Budget check failed: ${(largest.total / 1024).toFixed(1)} kB > ${BUDGET_BYTES / 1024} kB.`,
  );
  failed = true;
}
if (failed) process.exit(1);
console.log('Bundle budget: ok');
