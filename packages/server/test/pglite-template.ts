import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

/** Migrates one in-memory PGlite and dumps it; every test file starts from a copy (~0.7 s instead of ~4 s). */
export default async function setup(project: TestProject) {
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await handle.migrate();
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const dir = path.resolve(import.meta.dirname, '../../../.test-data');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}
