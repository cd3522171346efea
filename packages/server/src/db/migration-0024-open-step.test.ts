import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { ensureDemoData } from '../features/demo';
import { seedLargeOrganization } from '../features/demo/large-organization';
import { migrationsFolder } from './client';
import { selectRows } from './rows';

/**
 * Issue 23: migration 0024's hand-written backfill gives every pending request the open step the
 * approval engine keeps on it (features/approvals/open-step-columns.ts), on the demo and on the large
 * organization's seed (both written through the engine): the columns are read, cleared, backfilled
 * by the migration's own SQL, and read again.
 */
const ctx = useTestApp();

/** The migration's hand-written block: from its marker line to the end of the file. */
function backfillSql() {
  const text = readFileSync(path.join(migrationsFolder, '0024_open_step_on_requests.sql'), 'utf8');
  const block = text.slice(text.indexOf('-- ─── Hand-written (issue 23)'));
  expect(block).toContain('UPDATE "leave_requests"');
  return block;
}

const keptColumns = () =>
  selectRows<Record<string, string | null>>(
    ctx.handle.db,
    sql`select id, status, open_step, open_step_team_id, earlier_decider_id from leave_requests order by id`,
  );

describe('migration 0024: the open step kept on pending requests, backfilled from their step rows', () => {
  it('gives the demo and the large seed the columns the engine wrote', async () => {
    await ensureDemoData(ctx.handle.db, ctx.app.config);
    await seedLargeOrganization(ctx.handle.db, { count: 200, subdomain: 'buyuk', password: TEST_PASSWORD });
    const written = await keptColumns();
    const pending = written.filter((row) => row.status === 'PENDING');
    // Both kinds of open step, halfway requests with their earlier decider, and teams.
    expect(new Set(pending.map((row) => row.open_step))).toEqual(new Set(['TEAM_MANAGER', 'ADMIN']));
    expect(pending.some((row) => row.earlier_decider_id !== null)).toBe(true);
    expect(pending.some((row) => row.open_step_team_id !== null)).toBe(true);
    expect(written.filter((row) => row.status !== 'PENDING' && row.open_step !== null)).toEqual([]);

    await ctx.handle.db.execute(
      sql`update leave_requests set open_step = null, open_step_team_id = null, earlier_decider_id = null`,
    );
    await ctx.handle.db.execute(sql.raw(backfillSql()));
    expect(await keptColumns()).toEqual(written);
    // Seeding the demo and 200 people takes a while on a busy machine.
  }, 240_000);
});
