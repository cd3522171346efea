/**
 * npm run seed:large -- --employees 10000 [--subdomain buyuk]: a large organization for benchmarks,
 * written into the configured database (DATABASE_URL, else the embedded one in DATA_DIR).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { randomReadablePassword } from '../features/demo/demo-credentials';
import { largeAdminEmail, seedLargeOrganization } from '../features/demo/large-organization';

const { values } = parseArgs({
  options: { employees: { type: 'string', default: '10000' }, subdomain: { type: 'string', default: 'buyuk' } },
});
const count = Number(values.employees);
if (!Number.isInteger(count) || count < 1 || count > 200_000) {
  console.error('--employees must be a whole number from 1 to 200000');
  process.exit(2);
}
const subdomain = values.subdomain;
const handle = await openDatabase(loadConfig().database);
await handle.migrate();
const started = Date.now();
// A random password for everyone of it, printed once: nothing in the repository logs in.
const password = randomReadablePassword();
if (await seedLargeOrganization(handle.db, { count, subdomain, password })) {
  console.log(`Created ${subdomain} with ${count} people in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  console.log(
    `Admin: ${largeAdminEmail(subdomain)} / ${password} (everyone's password); site http://${subdomain}.localhost:3000`,
  );
} else {
  console.log(`Organization ${subdomain} exists already; choose another --subdomain.`);
}
await handle.close();
