/**
 * The login page's organization lookup among many organizations: adds `--organizations` small
 * organizations (each with its trial subscription) in two set-based statements, then measures
 * `GET /api/subdomain/organization-info` against its floor (target p99 ≤ 10 ms).
 */
import { DEFAULT_LEAVE_POLICY } from '@paydos/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../packages/server/src/db/client';
import { selectRows } from '../packages/server/src/db/rows';
import { measureAgainstFloor } from './hot-reads';
import type { BenchPart } from './part';
import { organizationInfoReads } from './scenarios';

/** Inserts `count` organizations `{prefix}{n}` with a trial subscription each; answers how long it took. */
export async function seedManyOrganizations(db: Database, count: number, prefix: string) {
  const started = performance.now();
  await db.execute(sql`
    insert into organizations (name, subdomain, leave_policy)
    select 'Firma ' || g || ' A.Ş.', ${prefix} || g, ${JSON.stringify(DEFAULT_LEAVE_POLICY)}::jsonb
    from generate_series(1, ${count}::int) g`);
  await db.execute(sql`
    insert into subscriptions (organization_id, status, trial_ends_at)
    select id, 'TRIAL', now() + interval '14 days' from organizations where subdomain like ${`${prefix}%`}`);
  await db.execute(sql`analyze organizations`);
  await db.execute(sql`analyze subscriptions`);
  return performance.now() - started;
}

export const organizationInfoPart: BenchPart = {
  name: 'organization-info',
  async run(context) {
    const [{ n: existing }] = (await selectRows<{ n: number }>(
      context.handle.db,
      sql`select count(*)::int as n from organizations`,
    )) as [{ n: number }];
    const wanted = 10_000;
    if (existing < wanted) {
      const ms = await seedManyOrganizations(context.handle.db, wanted - existing, `firma${Date.now().toString(36)}x`);
      console.log(`Added ${wanted - existing} organizations in ${(ms / 1000).toFixed(1)} s`);
    }
    return measureAgainstFloor(context, {
      part: `organization-info (${wanted} organizations)`,
      reads: organizationInfoReads(context.subdomain),
      rounds: context.rounds,
    });
  },
};
