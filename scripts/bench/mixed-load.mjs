// The two-instance scenario's load generator, in its own process:
//   node scripts/bench/mixed-load.mjs '{"bases":[…],"connections":400,"seconds":25,
//                                      "reads":[{path,headers}],"write":{path,headers,body}}'
// Each connection is a client on a keep-alive socket of its own, on the instances in turn (as a
// round-robin balancer would place it), sending one request after another: three reads, then a
// money write, and again. Every answer is timed by kind, so reads and writes get their own p50
// and p99 (autocannon gives one histogram for all). A request not answered in 10 s is a timeout.
// Prints one JSON line: per kind the count, p50/p99/max ms and statuses; socket errors;
// timeouts; the number of writes answered 200; and the longest a 503 took.
import { randomUUID } from 'node:crypto';
import http from 'node:http';

const TIMEOUT_MS = 10_000;
const options = JSON.parse(process.argv[2]);
const deadline = performance.now() + options.seconds * 1000;

const figures = { read: [], write: [] };
const statuses = { read: {}, write: {} };
let socketErrors = 0;
let timeouts = 0;
let writesOk = 0;
let slowest503Ms = 0;

function send(agent, base, request) {
  const url = new URL(request.path, base);
  const body = request.body ? JSON.stringify(request.body) : undefined;
  const headers = {
    ...request.headers,
    ...(body ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() } : {}),
  };
  return new Promise((resolve) => {
    const started = performance.now();
    const outgoing = http.request(
      url,
      { method: body ? 'POST' : 'GET', agent, headers, timeout: TIMEOUT_MS },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode, ms: performance.now() - started }),
        );
      },
    );
    outgoing.on('timeout', () => {
      outgoing.destroy();
      resolve({ timeout: true });
    });
    outgoing.on('error', () => resolve({ error: true }));
    outgoing.end(body);
  });
}

async function client(index) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const base = options.bases[index % options.bases.length];
  for (let step = index; performance.now() < deadline; step += 1) {
    const isWrite = step % 4 === 3;
    const request = isWrite ? options.write : options.reads[step % options.reads.length];
    const kind = isWrite ? 'write' : 'read';
    const answer = await send(agent, base, request);
    if (answer.timeout) timeouts += 1;
    else if (answer.error) socketErrors += 1;
    else {
      figures[kind].push(answer.ms);
      statuses[kind][answer.status] = (statuses[kind][answer.status] ?? 0) + 1;
      if (isWrite && answer.status === 200) writesOk += 1;
      if (answer.status === 503) slowest503Ms = Math.max(slowest503Ms, answer.ms);
    }
  }
  agent.destroy();
}

function percentile(sorted, share) {
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

await Promise.all(Array.from({ length: options.connections }, (_, index) => client(index)));
const summary = (kind) => {
  const sorted = figures[kind].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? 0,
    statuses: statuses[kind],
  };
};
process.stdout.write(
  `${JSON.stringify({
    seconds: options.seconds,
    read: summary('read'),
    write: summary('write'),
    socketErrors,
    timeouts,
    writesOk,
    slowest503Ms,
  })}\n`,
);
