// Turns repetitions into figures and figures into a markdown table.

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * req/s min / median / max, the median p99, every failure counted over the repetitions, and the
 * measured process's CPU time per request.
 */
export function summarise({ repetitions, cpuPerRequestUs }) {
  const rates = repetitions.map((repetition) => repetition.requestsPerSecond);
  const total = (key) => repetitions.reduce((sum, repetition) => sum + repetition[key], 0);
  return {
    min: Math.min(...rates),
    median: median(rates),
    max: Math.max(...rates),
    p99Ms: median(repetitions.map((repetition) => repetition.p99Ms)),
    non2xx: total('non2xx'),
    errors: total('errors'),
    timeouts: total('timeouts'),
    cpuPerRequestUs,
  };
}

const rate = (figures) =>
  `${figures.min.toFixed(0)} / ${figures.median.toFixed(0)} / ${figures.max.toFixed(0)}`;
const failures = (figures) => `${figures.non2xx} / ${figures.errors} / ${figures.timeouts}`;
const share = (part, whole) => `${((part.median / whole.median) * 100).toFixed(0)} %`;

/**
 * One markdown table: a row per route and connection count, the real server against bare and,
 * where a row has one, against the reference (one PostgreSQL statement per request, same bytes).
 * CPU µs/req is the server's own CPU time per request, the reference's beside it.
 */
export function markdownTable(rows) {
  const lines = [
    '| route | conns | real req/s min / med / max | reference req/s med | bare req/s min / med / max | real ÷ bare | real ÷ reference | reference ÷ bare | p99 ms real / ref / bare | CPU µs/req real / ref | non-2xx / errors / timeouts real, ref, bare |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { route, connections, real, reference, bare } of rows) {
    const ref = (format) => (reference ? format(reference) : '–');
    lines.push(
      `| ${route} | ${connections} | ${rate(real)} | ${ref((r) => r.median.toFixed(0))} | ${rate(bare)} | ` +
        `${share(real, bare)} | ${ref((r) => share(real, r))} | ${ref((r) => share(r, bare))} | ` +
        `${real.p99Ms} / ${ref((r) => r.p99Ms)} / ${bare.p99Ms} | ` +
        `${real.cpuPerRequestUs.toFixed(0)} / ${ref((r) => r.cpuPerRequestUs.toFixed(0))} | ` +
        `${failures(real)}, ${ref(failures)}, ${failures(bare)} |`,
    );
  }
  return lines.join('\n');
}
