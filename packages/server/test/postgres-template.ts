import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Migrates a template database on the server TEST_DATABASE_URL names; every test file gets a
 * fresh database cloned from it, and all of them are dropped at the end. `tag` keeps the names of
 * two projects on the same server apart (api-postgres `p`, api-pgbouncer `b`) when one run holds both.
 */
export default async function setup(project: TestProject, tag = 'p') {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const prefix = `paydos_t${process.pid}${tag}_`;
  const template = `${prefix}template`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${template}"`);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, template) });
  await handle.migrate();
  await handle.close();
  project.provide('postgresTemplate', { adminUrl, template, prefix });

  return async () => {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${prefix}%`,
    ]);
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.end();
  };
}
