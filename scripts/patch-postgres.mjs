// Mends postgres.js 3.4.9, run by `npm ci` (the root package's postinstall). Decision 0021 has the
// measurements that chose the driver and the faults that called for these mends; none of the
// upstream fixes is released (porsager/postgres#1154, #1208; proposed in #1168, #1176, #1209).
//
// - The write scheduler. A connection batches small writes behind a setImmediate. Closing it
//   cancels that timer but keeps the timer's handle and the unsent bytes: a reconnected socket
//   then never flushes, and a write made on the closed connection (a transaction's rollback after
//   its backend was killed) runs with no socket, an uncaught TypeError that ends the process. Here
//   a write with no socket rejects the connection's statements as CONNECTION_CLOSED, as every
//   other loss does, and closing or ending a connection forgets the pending write.
// - The commit. Sent with the extended protocol, a transaction's COMMIT is done at Execute but
//   its reply waits for the Sync behind it; a backend ended in between has committed without
//   saying so, and the caller was told it failed. Here it is one simple query, as node-postgres
//   sends it.
//
// security/database-faults.test.ts kills backends under concurrent transactions and fails without
// either mend; the server refuses to open PostgreSQL on an unmended copy (db/postgres-client.ts).
// Usage: node scripts/patch-postgres.mjs   (idempotent; exits 1 if a file is not the one mended)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Present in every mended file: the server checks for it before it opens PostgreSQL. */
const MENDED_MARK = 'academy: mended by scripts/patch-postgres.mjs';

/** Each mend puts `add` right after `after`, which must occur exactly once in its file. */
const CONNECTION_MENDS = [
  {
    after: '  function nextWrite(fn) {\n',
    add:
      `    if (!socket) { // ${MENDED_MARK}\n      chunk = nextWriteTimer = null\n` +
      "      error(Errors.connection('CONNECTION_CLOSED', options))\n      return false\n    }\n",
  },
  {
    after: 'options))\n\n    clearImmediate(nextWriteTimer)\n',
    add: '    chunk = nextWriteTimer = null\n',
  },
  {
    after: '    incomings = null\n    clearImmediate(nextWriteTimer)\n',
    add: '    chunk = nextWriteTimer = null\n',
  },
];

const TRANSACTION_MENDS = [
  {
    after: '          : await sql`commit`',
    add: `.simple() // ${MENDED_MARK}`,
  },
];

/** Each file mended, with its mends: in the ES module, CommonJS and Cloudflare builds alike. */
function mendedFiles() {
  const entry = createRequire(import.meta.url).resolve('postgres'); // …/postgres/cjs/src/index.js
  const root = path.resolve(path.dirname(entry), '../..');
  return ['src', 'cjs/src', 'cf/src'].flatMap((folder) => [
    { file: path.join(root, folder, 'connection.js'), mends: CONNECTION_MENDS },
    { file: path.join(root, folder, 'index.js'), mends: TRANSACTION_MENDS },
  ]);
}

function mend({ file, mends }) {
  const text = readFileSync(file, 'utf8');
  if (text.includes(MENDED_MARK)) return 'already mended';
  let mended = text;
  for (const { after, add } of mends) {
    if (mended.split(after).length !== 2) {
      throw new Error(
        `${file} is not the postgres.js 3.4.9 this script mends. If a release fixed ` +
          'porsager/postgres#1208, drop scripts/patch-postgres.mjs; otherwise update its mends.',
      );
    }
    mended = mended.replace(after, after + add);
  }
  writeFileSync(file, mended);
  return 'mended';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    for (const target of mendedFiles()) {
      console.log(`patch-postgres: ${path.relative(process.cwd(), target.file)} ${mend(target)}`);
    }
  } catch (error) {
    console.error(`patch-postgres: ${error.message}`);
    process.exit(1);
  }
}
