// Lighthouse (mobile preset) in Debian's Chromium on the public pages in both languages;
// prints the four category scores and FCP / LCP / TBT / CLS of the median of three runs per
// page (one run varies by several points), with the three performance scores beside it.
// Targets: decision 0006 and the README. Usage: npm run build && npm run lighthouse
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startBuiltServer } from './lib/built-server.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const server = await startBuiltServer({ name: 'lighthouse', port: 3310 });
const base = server.base;

const flags = ['--headless=new', ...CHROMIUM_FLAGS];
/** One Lighthouse run; a run Chromium could not complete (a rare protocol hiccup) is retried once. */
async function audit(url, port) {
  const run = () =>
    lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
  const first = await run();
  return first.lhr.runtimeError ? run() : first;
}
const RUNS = 3;
const score = (category) => String(Math.round((category?.score ?? 0) * 100)).padStart(4);

try {
  const course = (await (await fetch(`${base}/api/course/lists?page_size=1`)).json()).data.list[0];
  const pages = ['/', '/courses', `/courses/${course.course_id}`, '/teachers', '/rewards'];
  console.log(
    'page                      lang  perf  a11y  best   seo   FCP ms   LCP ms  TBT ms    CLS  runs',
  );
  for (const lang of ['zh-CN', 'en-US']) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [...flags, `--lang=${lang}`],
    });
    try {
      for (const page of pages) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          const result = await audit(`${base}${page}`, chrome.port);
          const failure = result.lhr.runtimeError;
          if (failure) console.error(`${page} ${lang}, run ${run + 1}: ${failure.code}`);
          else runs.push(result.lhr);
        }
        if (runs.length === 0) {
          console.log(`${page.padEnd(25)} ${lang.slice(0, 2).padEnd(4)} every run failed`);
          continue;
        }
        const { categories, audits } = computeMedianRun(runs);
        const metric = (id) => String(Math.round(audits[id]?.numericValue ?? 0)).padStart(8);
        const scores = runs.map((lhr) => Math.round(lhr.categories.performance.score * 100));
        console.log(
          `${page.padEnd(25)} ${lang.slice(0, 2).padEnd(4)} ${score(categories.performance)}  ${score(categories.accessibility)}  ${score(categories['best-practices'])}  ${score(categories.seo)} ${metric('first-contentful-paint')} ${metric('largest-contentful-paint')} ${metric('total-blocking-time')}  ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}  ${scores.join('/')}`,
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
  await server.stop();
}
