// Lighthouse (mobile preset) in Debian's Chromium on the public pages in both languages;
// prints the four category scores and LCP / TBT / CLS. Targets: DESIGN §8.
// Usage: npm run build && npm run lighthouse
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const port = 3310;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-lighthouse-'));
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForHealth() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const score = (category) => String(Math.round((category?.score ?? 0) * 100)).padStart(4);

try {
  await waitForHealth();
  const course = (await (await fetch(`${base}/api/course/lists?page_size=1`)).json()).data.list[0];
  const pages = ['/', '/courses', `/courses/${course.course_id}`, '/teachers', '/rewards'];
  console.log('page                      lang  perf  a11y  best   seo   LCP ms  TBT ms    CLS');
  for (const lang of ['zh-CN', 'en-US']) {
    const chrome = await chromeLauncher.launch({
      chromePath: '/usr/bin/chromium',
      chromeFlags: [...flags, `--lang=${lang}`],
    });
    try {
      for (const page of pages) {
        const result = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const { categories, audits } = result.lhr;
        const metric = (id) => String(Math.round(audits[id]?.numericValue ?? 0)).padStart(8);
        console.log(
          `${page.padEnd(25)} ${lang.slice(0, 2).padEnd(4)} ${score(categories.performance)}  ${score(categories.accessibility)}  ${score(categories['best-practices'])}  ${score(categories.seo)} ${metric('largest-contentful-paint')} ${metric('total-blocking-time')}  ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}`,
        );
        for (const id of ['accessibility', 'best-practices', 'seo']) {
          for (const ref of categories[id].auditRefs) {
            const audit = audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
              console.log(`    ${id}: ${audit.id} — ${audit.title}`);
            }
          }
        }
      }
    } finally {
      chrome.kill();
    }
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
