/**
 * `npm run bench -- --cluster [--employees 10000] [--duration 10] [--connections 100]`: measured through the
 * proxy of the running `npm run cluster` (docs/SCALING.md, section 5), with one app instance (the second
 * stopped) and then two: the hot reads (autocannon, bearer tokens, the organization's Host header), the
 * write mix of cluster-load.ts (50 clients: one day of unpaid leave, then their own requests), and the
 * replica's lag sampled every 250 ms on the primary while the writes run.
 */
import { largeEmployeeEmail } from '../packages/server/src/features/demo';
import { clusterCommand, clusterPorts, replicaLag, seedClusterOrganization, sleep, startLoad } from './cluster-load';
import { measure, round, type SummaryRow } from './part';

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

export async function runClusterBench(options: { employees: number; duration: number; connections: number }) {
  const { employees, duration, connections } = options;
  console.log(`Seeding ${employees} people into the cluster's primary…`);
  const org = await seedClusterOrganization(employees, 50);
  const employeeToken = await org.login(largeEmployeeEmail(org.subdomain, 1));
  const reads: Array<[string, string, string]> = [
    ['GET /api/auth/me', '/api/auth/me', employeeToken],
    ['GET /api/leaves/my-requests', '/api/leaves/my-requests', employeeToken],
    ['GET /api/dashboard/summary (admin)', '/api/dashboard/summary', org.adminToken],
    ['GET /api/admin/users (staff page 1)', '/api/admin/users', org.adminToken],
  ];
  const rows: SummaryRow[] = [];
  for (const instances of [1, 2]) {
    if (instances === 1) clusterCommand('stop', 'app-2');
    else clusterCommand('up');
    // nginx marks a refused instance down for 5 s (max_fails=1 fail_timeout=5s): let it learn the new state.
    await sleep(6000);
    for (const [call, path, token] of reads) {
      const m = await measure(
        `http://127.0.0.1:${clusterPorts.proxy}${path}`,
        { host: org.host, authorization: `Bearer ${token}` },
        connections,
        duration,
      );
      rows.push({
        part: `${instances} instance${instances > 1 ? 's' : ''}`,
        call,
        conns: connections,
        'req/s': round(m.rps),
        'p50 ms': m.p50,
        'p99 ms': m.p99,
        failed: m.failed,
      });
    }
    const load = startLoad(org, { reportReaders: 0 });
    const lags: Array<{ seconds: number | null; bytes: number | null }> = [];
    const until = performance.now() + duration * 1000;
    while (performance.now() < until) {
      lags.push(await replicaLag(org));
      await sleep(250);
    }
    await load.stop();
    const c = load.counts;
    const sorted = [...load.latencies].sort((a, b) => a - b);
    const seconds = lags.map((l) => l.seconds ?? 0).sort((a, b) => a - b);
    const bytes = lags.map((l) => l.bytes ?? 0).sort((a, b) => a - b);
    rows.push({
      part: `${instances} instance${instances > 1 ? 's' : ''}`,
      call: 'write mix: POST /api/leaves (unpaid day) + GET my-requests, 50 clients',
      conns: 50,
      'req/s': round(c.requests / duration),
      'writes/s': round(c.writesAcknowledged / duration, 1),
      'p50 ms': round(percentile(sorted, 50), 1),
      'p99 ms': round(percentile(sorted, 99), 1),
      failed: c.serverErrors + c.networkErrors + c.refused,
      'replica lag p50 / max': `${round(percentile(seconds, 50) * 1000, 1)} / ${round(seconds.at(-1)! * 1000, 1)} ms, max ${round(bytes.at(-1)! / 1024, 1)} KB behind`,
    });
  }
  await org.primary.close();
  return rows;
}
