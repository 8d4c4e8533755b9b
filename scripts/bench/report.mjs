// Turns repetitions into figures and figures into a markdown table.

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** req/s min / median / max, the median p99, and every failure counted over the repetitions. */
export function summarise(repetitions) {
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
  };
}

const rate = (figures) =>
  `${figures.min.toFixed(0)} / ${figures.median.toFixed(0)} / ${figures.max.toFixed(0)}`;
const failures = (figures) => `${figures.non2xx} / ${figures.errors} / ${figures.timeouts}`;

/** One markdown table: a row per route and connection count, real server against bare. */
export function markdownTable(rows) {
  const lines = [
    '| route | conns | real req/s min / med / max | bare req/s min / med / max | real ÷ bare (medians) | p99 ms real / bare | real non-2xx / errors / timeouts | bare non-2xx / errors / timeouts |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { route, connections, real, bare } of rows) {
    const ratio = ((real.median / bare.median) * 100).toFixed(0);
    lines.push(
      `| ${route} | ${connections} | ${rate(real)} | ${rate(bare)} | ${ratio} % | ${real.p99Ms} / ${bare.p99Ms} | ${failures(real)} | ${failures(bare)} |`,
    );
  }
  return lines.join('\n');
}
