// The load generator, run as its own process so it never shares a thread with a server:
//   node scripts/bench/load.mjs '{"url":…,"method":…,"headers":…,"body":…,"connections":…,
//                                "warmupSeconds":…,"seconds":…,"repetitions":…}'
// Runs one warm-up (discarded), then the repetitions, and prints one JSON line: each
// repetition's req/s, p99 latency (ms), non-2xx responses, errors and timeouts, and the requests
// answered in all, warm-up included (the bench divides the server's CPU time by them).
import autocannon from 'autocannon';

function run(options, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ ...options, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function summary(result) {
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

const { url, method, headers, body, connections, warmupSeconds, seconds, repetitions } = JSON.parse(
  process.argv[2],
);
const options = { url, method, headers, body, connections };
const warmup = await run(options, warmupSeconds);
let requests = warmup.requests.total;
const repetitionsRun = [];
for (let index = 0; index < repetitions; index += 1) {
  const result = await run(options, seconds);
  requests += result.requests.total;
  repetitionsRun.push(summary(result));
}
process.stdout.write(`${JSON.stringify({ repetitions: repetitionsRun, requests })}\n`);
