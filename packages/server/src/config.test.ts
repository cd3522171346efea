import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const POSTGRES = 'postgres://paydos@db.example/paydos';

describe('DEMO_DATA: the demo only where it serves (issue 20, item 1)', () => {
  it('is on with the embedded PGlite by default, also with NODE_ENV=production (npm start)', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: '' }).demoData).toBe(true);
  });

  it('is off with DATABASE_URL unless DEMO_DATA=1', () => {
    expect(loadConfig({ DATABASE_URL: POSTGRES }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: POSTGRES, NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: POSTGRES, DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: POSTGRES, DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('is off whenever DEMO_DATA=0, on PGlite and PostgreSQL, with NODE_ENV=production too', () => {
    for (const DEMO_DATA of ['0', 'false', 'no']) {
      expect(loadConfig({ DEMO_DATA }).demoData).toBe(false);
      expect(loadConfig({ DEMO_DATA, NODE_ENV: 'production' }).demoData).toBe(false);
      expect(loadConfig({ DEMO_DATA, DATABASE_URL: POSTGRES }).demoData).toBe(false);
    }
  });

  it('keeps the demo logins in DATA_DIR, with PostgreSQL too (default ./data)', () => {
    expect(loadConfig({ DATA_DIR: 'some/folder', DATABASE_URL: POSTGRES, DEMO_DATA: '1' }).dataDir).toMatch(
      /some\/folder$/,
    );
    expect(loadConfig({}).dataDir).toMatch(/\/data$/);
  });
});

describe('Database pooling (docs/SCALING.md, section 2; issue 25)', () => {
  it('connects in session mode, migrating over the same URL, unless told otherwise', () => {
    expect(loadConfig({ DATABASE_URL: POSTGRES }).database).toEqual({
      kind: 'postgres',
      url: POSTGRES,
      poolMode: 'session',
    });
  });

  it('behind a transaction pooler, migrates over MIGRATION_DATABASE_URL, a direct connection to the primary', () => {
    const direct = 'postgres://paydos@primary.example:5432/paydos';
    expect(
      loadConfig({ DATABASE_URL: POSTGRES, DATABASE_POOL_MODE: 'transaction', MIGRATION_DATABASE_URL: direct })
        .database,
    ).toEqual({ kind: 'postgres', url: POSTGRES, poolMode: 'transaction', migrationUrl: direct });
  });

  it('refuses a transaction pooler without a direct migration URL: the migrations lock needs one session', () => {
    expect(() => loadConfig({ DATABASE_URL: POSTGRES, DATABASE_POOL_MODE: 'transaction' })).toThrow(
      /MIGRATION_DATABASE_URL: required with DATABASE_POOL_MODE=transaction/,
    );
  });

  it('refuses an unknown pool mode and the pooling settings without DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: POSTGRES, DATABASE_POOL_MODE: 'statement' })).toThrow(/DATABASE_POOL_MODE/);
    expect(() => loadConfig({ MIGRATION_DATABASE_URL: POSTGRES })).toThrow(
      /MIGRATION_DATABASE_URL: needs DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_POOL_MODE: 'transaction' })).toThrow(/DATABASE_POOL_MODE: needs DATABASE_URL/);
  });
});
