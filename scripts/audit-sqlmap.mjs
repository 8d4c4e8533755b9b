// Runs sqlmap (Debian package) against the search, list and login parameters of a freshly
// started server and fails when it reports anything injectable. Usage: npm run audit:sqlmap
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './lib/built-server.mjs';

if (spawnSync('sqlmap', ['--version'], { stdio: 'ignore' }).status !== 0) {
  console.error('sqlmap is not installed. Run: apt-get install -y sqlmap');
  process.exit(1);
}

const server = await startBuiltServer({ name: 'sqlmap', port: 3301 });
const base = server.base;

const targets = [
  [
    'course search',
    ['-u', `${base}/api/course/lists?search=index&level=beginner&sort=latest&page=1&page_size=10`],
  ],
  ['teacher search', ['-u', `${base}/api/teacher/list?search=li&sort=name&page=1`]],
  ['course detail', ['-u', `${base}/api/course/get?course_id=1`]],
  ['reward list', ['-u', `${base}/api/reward/list?reward_category_id=2&page=1&limit=12`]],
  [
    'login',
    [
      '-u',
      `${base}/api/users/login`,
      '--data',
      '{"email":"student@example.com","password":"x"}',
      '--headers',
      'Content-Type: application/json',
      // A wrong password answers 401 by design; sqlmap must keep testing past it.
      '--ignore-code=401',
    ],
  ],
];

let isVulnerable = false;
try {
  for (const [name, args] of targets) {
    const output = mkdtempSync(path.join(os.tmpdir(), 'sqlmap-out-'));
    const run = spawnSync(
      'sqlmap',
      [
        ...args,
        '--batch',
        '--level=3',
        '--risk=2',
        '--dbms=PostgreSQL',
        '--flush-session',
        `--output-dir=${output}`,
      ],
      { encoding: 'utf8' },
    );
    const text = `${run.stdout}\n${run.stderr}`;
    const injectable = /is vulnerable|sqlmap identified the following injection point/i.test(text);
    const verdict = injectable
      ? 'INJECTABLE'
      : (text.match(/all tested parameters do not appear to be injectable/i)?.[0] ??
        'no injection found');
    console.log(`${name.padEnd(15)} ${verdict}`);
    if (injectable) isVulnerable = true;
    rmSync(output, { recursive: true, force: true });
  }
} finally {
  await server.stop();
}
process.exit(isVulnerable ? 1 : 0);
