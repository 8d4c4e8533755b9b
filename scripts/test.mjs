// `npm test`: every check, with the phases that need nothing from one another side by side.
// The static checks read the sources while the build writes dist/; the unit tests and the
// journeys each keep the machine to themselves, as both fill two cores and both are timed. A
// stage runs only when the one before passed; within a stage every phase runs to its end, so one
// run names every failure, and the summary says which failed and how long each took. The last
// script of a stage prints as it goes; the others' output is printed whole when each ends, so
// logs never interleave. Decision 0041.
import { spawn } from 'node:child_process';

/** npm scripts, stage by stage; a stage's scripts run at once. */
const STAGES = [
  ['typecheck', 'lint', 'test:deps', 'test:sizes', 'build'],
  ['test:unit'],
  ['test:budget', 'test:e2e'],
];

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/** Runs `npm run <script>`, printing as it goes (live) or all at once when it ends. */
function run(script, { live }) {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', script], {
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const result = { script, ok: code === 0, took: seconds(started), code: code ?? signal };
      if (!live) {
        console.log(`\n── ${script} (${result.took} s) ${'─'.repeat(40)}`);
        process.stdout.write(output);
      }
      resolve(result);
    });
  });
}

const started = performance.now();
const results = [];
for (const stage of STAGES) {
  console.log(`\n══ ${stage.join(' ‖ ')}`);
  const finished = await Promise.all(
    stage.map((script, index) => run(script, { live: index === stage.length - 1 })),
  );
  results.push(...finished);
  if (finished.some((result) => !result.ok)) break;
}

console.log(`\n══ npm test in ${seconds(started)} s`);
for (const { script, ok, took, code } of results) {
  console.log(
    `  ${ok ? 'passed' : 'FAILED'} ${took.padStart(6)} s  ${script}${ok ? '' : ` (${code})`}`,
  );
}
const skipped = STAGES.flat().filter(
  (script) => !results.some((result) => result.script === script),
);
if (skipped.length > 0) console.log(`  not run after the failure: ${skipped.join(', ')}`);
process.exit(results.every((result) => result.ok) && skipped.length === 0 ? 0 : 1);
