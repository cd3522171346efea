import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { teamNameKey } from '@paydos/domain';
import { migrationsThrough } from '../../test/migrations-through';
import { openEmptyTestDatabase } from '../../test/test-app';
import type { DatabaseHandle } from './client';
import { selectRows } from './rows';

/**
 * Issue 23 item 1, docs/approval-rules.md "Team names": migration 0021 gives every team the key the
 * domain's teamNameKey computes (Turkish İ/ı, white space), folded in SQL with translate() and
 * lower() since no Turkish locale is guaranteed; two teams the key makes one keep both, the later
 * renamed with " (2)", " (3)"…, the rename carried to its members' and invitations' department.
 */
const handles: DatabaseHandle[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const handle of handles) await handle.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function databaseBefore0021() {
  const handle = await openEmptyTestDatabase();
  handles.push(handle);
  const folder = migrationsThrough('0020_registry_number_and_split_agreement');
  folders.push(folder);
  await handle.migrate({ migrationsFolder: folder });
  return handle;
}

async function organization(handle: DatabaseHandle, subdomain: string) {
  const [row] = await selectRows<{ id: string }>(
    handle.db,
    sql`insert into organizations (name, subdomain, leave_policy) values (${subdomain}, ${subdomain}, '{}'::jsonb) returning id`,
  );
  return row!.id;
}

/** Teams made one minute apart in this order (the older keeps its name), as the server before 0021 made them. */
async function teamsNamed(handle: DatabaseHandle, organizationId: string, names: readonly string[]) {
  const ids: string[] = [];
  for (const [i, name] of names.entries()) {
    const [row] = await selectRows<{ id: string }>(
      handle.db,
      sql`insert into teams (organization_id, name, created_at)
          values (${organizationId}, ${name}, timestamptz '2026-01-01 09:00+03' + ${i} * interval '1 minute')
          returning id`,
    );
    ids.push(row!.id);
  }
  return ids;
}

const teamsOf = (handle: DatabaseHandle, organizationId: string) =>
  selectRows<{ id: string; name: string; name_key: string }>(
    handle.db,
    sql`select id, name, name_key from teams where organization_id = ${organizationId} order by created_at`,
  );

/** Names whose SQL key must be the domain's: Turkish capitals, circumflexes, white space of every kind, NFD ("sinir" beside "SINIR" was refused by lower()'s index). */
const NAMES = [
  'IŞIK',
  'İnsan Kaynakları',
  'IRMAK',
  'ÇAĞRI MERKEZİ',
  'ÜRÜN GELİŞTİRME',
  'ÖDEMELER',
  'KÂTİPLİK',
  'Lojistik & Depo',
  'SINIR',
  'IT',
  '  Satış   Ekibi ',
  'Saha\tEkibi',
  'Muhasebe\u00a0Birimi',
  'Kalite\u2003Kontrol',
  'I\u0307DARİ İŞLER',
  'Depo-2 (Gebze)',
];

describe('migration 0021: the Turkish-aware team name key (issue 23 item 1)', () => {
  it('the SQL backfill folds as the domain’s teamNameKey on a table of names; the unique index is on the key', async () => {
    const handle = await databaseBefore0021();
    const org = await organization(handle, 'anahtar');
    await teamsNamed(handle, org, NAMES);
    await handle.migrate();
    const rows = await teamsOf(handle, org);
    expect(rows).toHaveLength(NAMES.length);
    for (const row of rows) expect(row.name_key, JSON.stringify(row.name)).toBe(teamNameKey(row.name));
    await expect(
      handle.db.execute(sql`insert into teams (organization_id, name, name_key) values (${org}, 'ışık', 'ışık')`),
    ).rejects.toThrow();
  }, 120_000);

  it('teams the key makes one are all kept: the older keeps its name, the later get " (2)", " (3)" (skipping a name taken), carried to members and invitations', async () => {
    const handle = await databaseBefore0021();
    const org = await organization(handle, 'cakisan');
    const other = await organization(handle, 'baska');
    const [isik, upper, taken, lower, ik] = await teamsNamed(handle, org, ['Işık', 'IŞIK', 'ışık (2)', 'ışık', 'İK']);
    const [ofOther] = await teamsNamed(handle, other, ['IŞIK']);
    for (const [i, teamId] of [isik, upper, lower, ik, ofOther].entries()) {
      const orgOf = teamId === ofOther ? other : org;
      const [team] = await selectRows<{ name: string }>(handle.db, sql`select name from teams where id = ${teamId}`);
      await handle.db.execute(sql`
        insert into users (organization_id, email, first_name, last_name, department, team_id)
        values (${orgOf}, ${`kisi${i}@cakisan.test`}, 'Ad', 'Soyad', ${team!.name}, ${teamId})`);
    }
    await handle.db.execute(sql`
      insert into invitations (organization_id, email, first_name, last_name, department, team_id, token_hash, expires_at)
      values (${org}, 'davet@cakisan.test', 'Davetli', 'Kişi', 'IŞIK', ${upper}, 'hash-cakisan', now() + interval '7 days')`);

    await handle.migrate();
    const rows = await teamsOf(handle, org);
    expect(rows.map((r) => [r.id, r.name])).toEqual([
      [isik, 'Işık'],
      [upper, 'IŞIK (3)'],
      [taken, 'ışık (2)'],
      [lower, 'ışık (4)'],
      [ik, 'İK'],
    ]);
    for (const row of rows) expect(row.name_key).toBe(teamNameKey(row.name));
    expect((await teamsOf(handle, other)).map((r) => r.name)).toEqual(['IŞIK']);
    const people = await selectRows<{ department: string; team_name: string }>(
      handle.db,
      sql`select r.department, t.name as team_name
          from (select department, team_id from users union all select department, team_id from invitations) r
          join teams t on t.id = r.team_id`,
    );
    expect(people).toHaveLength(6);
    for (const row of people) expect(row.department).toBe(row.team_name);
  }, 120_000);
});
