// Writes .br (brotli 11) and .gz (gzip 9) beside every compressible file of a build, so the
// server sends pre-compressed bytes instead of compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2];
if (!root) {
  console.error('usage: node scripts/compress-assets.mjs <dist-folder>');
  process.exit(1);
}
const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for (const file of files(root)) {
  if (!compressible.test(file) || statSync(file).size < MIN_BYTES) continue;
  const source = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  count++;
}
console.log(`compressed ${count} files in ${root}`);
