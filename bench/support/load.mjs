/** Load generation with autocannon: a short warm-up, then a bounded measured run. */
import autocannon from 'autocannon';
import { cpuPerRequest, cpuReading } from './cpu.mjs';

export const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
export const ratio = (a, b) => (b ? round(a / b, 2) : null);

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * `requests` cycle per connection; answers outside 2xx and socket errors are counted, never hidden.
 * With the server's `pid`, also its and PostgreSQL's CPU per answered request in the measured run.
 */
export async function measure({ url, connections, seconds, requests, warmupSeconds = 2, pid }) {
  await run({ url, connections, duration: warmupSeconds, requests });
  const before = pid ? cpuReading(pid) : null;
  const r = await run({ url, connections, duration: seconds, requests });
  const cpu = before ? cpuPerRequest(before, cpuReading(pid), r['2xx']) : undefined;
  return {
    reqPerSec: Math.round(r['2xx'] / (r.duration || seconds)),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    ok: r['2xx'],
    /** Sent but unanswered when the time was up (a server slower than the run is long). */
    unanswered: r.requests.sent - r['1xx'] - r['2xx'] - r['3xx'] - r['4xx'] - r['5xx'],
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    cpu,
  };
}
