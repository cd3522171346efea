import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../src/db/client';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * A migrations folder holding the repository's migrations up to and including `tag` (e.g.
 * `0016_list_indexes`), for a test that fills a database as it was before a later migration and then
 * migrates it the rest of the way (`handle.migrate()`: drizzle applies the ones newer than the last applied).
 */
export function migrationsThrough(tag: string): string {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  const entries = journal.entries.slice(0, last + 1);
  const folder = mkdtempSync(path.join(tmpdir(), 'paydos-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}
