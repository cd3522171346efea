/**
 * `npm run cluster -- drill [--seconds 20] [--clients 30] [--employees 1000]`: failure drills on the running
 * cluster (docs/SCALING.md, section 5), each under the load of cluster-load.ts, printing what the clients saw:
 * 1. one app instance killed (SIGKILL) mid-load: the proxy routes around it; every acknowledged write is on the primary;
 * 2. PgBouncer stopped and started again mid-load;
 * 3. the replica stopped mid-load: the reports fall back to the primary; then started again.
 * Each piece is started again afterwards (`npm run cluster -- up` starts only what is down).
 */
import { parseArgs } from 'node:util';
import {
  acknowledgedOnPrimary,
  clusterCommand,
  seedClusterOrganization,
  sleep,
  startLoad,
  type ClusterOrganization,
} from './cluster-load';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    clients: { type: 'string', default: '30' },
    employees: { type: 'string', default: '1000' },
  },
});
const seconds = Number(values.seconds);

interface DrillRow {
  drill: string;
  requests: number;
  ok: number;
  '4xx': number;
  '5xx': number;
  'network errors': number;
  'writes acknowledged': number;
  'acknowledged lost': number;
  'reports replica/primary/failed': string;
  statuses: string;
}

async function drill(org: ClusterOrganization, name: string, event: () => void | Promise<void>): Promise<DrillRow> {
  console.log(`\n── ${name}`);
  const load = startLoad(org);
  await sleep(Math.min(5000, (seconds * 1000) / 4));
  const started = performance.now();
  await event();
  console.log(`   event done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await sleep(Math.max(0, seconds * 1000 - (performance.now() - started) - 5000));
  await load.stop();
  const found = await acknowledgedOnPrimary(org, load.acknowledged);
  const c = load.counts;
  return {
    drill: name,
    requests: c.requests,
    ok: c.ok,
    '4xx': c.refused,
    '5xx': c.serverErrors,
    'network errors': c.networkErrors,
    'writes acknowledged': c.writesAcknowledged,
    'acknowledged lost': load.acknowledged.length - found,
    'reports replica/primary/failed': `${c.reportsFromReplica}/${c.reportsFromPrimary}/${c.reportErrors}`,
    statuses: Object.entries(c.byStatus)
      .map(([status, n]) => `${status}×${n}`)
      .join(' '),
  };
}

async function runDrills() {
  console.log(`Seeding ${values.employees} people into the primary…`);
  const org = await seedClusterOrganization(Number(values.employees), Number(values.clients));
  const rows: DrillRow[] = [];
  rows.push(await drill(org, 'baseline (nothing fails)', () => undefined));
  rows.push(await drill(org, 'app instance 1 killed (SIGKILL)', () => clusterCommand('stop', 'app-1', '--kill')));
  clusterCommand('up');
  rows.push(
    await drill(org, 'PgBouncer stopped and started again', () => {
      clusterCommand('stop', 'pgbouncer');
      clusterCommand('up');
    }),
  );
  rows.push(await drill(org, 'replica stopped (pg_ctl stop -m fast)', () => clusterCommand('stop', 'replica')));
  clusterCommand('up');
  await org.primary.close();

  console.log(`\n${values.clients} writing clients + 2 report readers through the proxy, ${seconds} s per drill`);
  console.table(rows);
  const columns = Object.keys(rows[0]!);
  console.log(`\n| ${columns.join(' | ')} |\n|${columns.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${columns.map((c) => String(row[c as keyof DrillRow])).join(' | ')} |`);
}

await runDrills();
