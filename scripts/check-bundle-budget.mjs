// DESIGN §8: the JavaScript a public page needs before it can render is at most 100 kB
// brotli, and none of it is the admin UI library. Sizes are deterministic, so this is a test.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

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

/** The chunks loaded before first render: the entry and everything it imports statically. */
function initialChunks(chunk, seen = new Map()) {
  if (seen.has(chunk.file)) return seen;
  seen.set(chunk.file, chunk);
  for (const key of chunk.imports ?? []) initialChunks(manifest[key], seen);
  return seen;
}

/** Public routes also need their own lazy chunk and the current language's texts. */
const publicExtras = Object.entries(manifest)
  .filter(([source]) => /locales\/zh\/[^/]+\.json$/.test(source))
  .map(([, chunk]) => chunk);

const brotli = (file) =>
  brotliCompressSync(readFileSync(path.join(dist, file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;

const chunks = initialChunks(entry);
for (const extra of publicExtras) initialChunks(extra, chunks);

let total = 0;
const rows = [];
let leaksAdminLibrary = false;
for (const chunk of chunks.values()) {
  if (!chunk.file.endsWith('.js')) continue;
  const size = brotli(chunk.file);
  total += size;
  const source = readFileSync(path.join(dist, chunk.file), 'utf8');
  // antd's components carry their class prefix; none of it may reach a public page.
  if (/["'`]ant-(btn|layout|menu)\b/.test(source) || chunk.src?.includes('node_modules/antd')) {
    leaksAdminLibrary = true;
    rows.push(`${chunk.file}  contains the admin UI library`);
  }
  rows.push(`${(size / 1024).toFixed(1).padStart(7)} kB  ${chunk.file}`);
}
console.log('Initial JavaScript of public routes (brotli):');
for (const row of rows) console.log(`  ${row}`);
console.log(
  `  ${(total / 1024).toFixed(1).padStart(7)} kB  total (budget ${BUDGET_BYTES / 1024} kB)`,
);

if (leaksAdminLibrary) {
  console.error(
    'Budget check failed: the admin UI library is in the initial bundle of public routes.',
  );
  process.exit(1);
}
if (total > BUDGET_BYTES) {
  console.error(
    `Budget check failed: ${(total / 1024).toFixed(1)} kB > ${BUDGET_BYTES / 1024} kB.`,
  );
  process.exit(1);
}
console.log('Bundle budget: ok');
