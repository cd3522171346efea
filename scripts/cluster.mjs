// npm run cluster -- up|down|status|drill: Paydos past one machine, on this machine (docs/SCALING.md, section 5).
// A PostgreSQL 15 primary and a streaming replica (pg_basebackup), PgBouncer in transaction mode in front of the
// primary, two app instances (the built server, through PgBouncer, reports from the replica) and nginx in front of
// them passing the Host header. Everything lives under data/cluster/ and is stopped by its PID or pg_ctl.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { buildWebIfStale } from './build-if-stale.mjs';
import { alive, ensurePackages, nginxConf, pgbouncerIni, portOpen, readPid, waitFor } from './cluster-support.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.resolve(process.env.CLUSTER_DIR ?? path.join(root, 'data/cluster'));
const port = (name, fallback) => Number(process.env[name] ?? fallback);
export const cluster = {
  dir,
  primaryPort: port('CLUSTER_PRIMARY_PORT', 5440),
  replicaPort: port('CLUSTER_REPLICA_PORT', 5441),
  pgbouncerPort: port('CLUSTER_PGBOUNCER_PORT', 6440),
  appPorts: (process.env.CLUSTER_APP_PORTS ?? '3150,3151').split(',').map(Number),
  proxyPort: port('CLUSTER_PROXY_PORT', 8150),
  database: 'paydos',
};
const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;
const url = (p) => `postgres://postgres@127.0.0.1:${p}/${cluster.database}`;
export const urls = {
  primary: url(cluster.primaryPort),
  replica: url(cluster.replicaPort),
  pgbouncer: url(cluster.pgbouncerPort),
  proxy: `http://127.0.0.1:${cluster.proxyPort}`,
};
const paths = {
  primary: path.join(dir, 'primary'),
  replica: path.join(dir, 'replica'),
  sockets: path.join(dir, 'sockets'),
  pgbouncer: path.join(dir, 'pgbouncer'),
  nginx: path.join(dir, 'nginx'),
  app: path.join(dir, 'app'),
  logs: path.join(dir, 'logs'),
};
const appPidFile = (i) => path.join(paths.app, `app-${i + 1}.pid`);

const say = (line) => console.log(`cluster: ${line}`);

// ---------------------------------------------------------------- packages

// ---------------------------------------------------------------- helpers

/** Runs a PostgreSQL program as the postgres user when we are root (initdb and postgres refuse root). */
function asPostgres(program, args, options = {}) {
  const [command, full] = asRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  return execFileSync(command, full, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...options });
}

function ownDirectory(folder, mode = 0o700) {
  mkdirSync(folder, { recursive: true });
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', folder]);
  chmodSync(folder, mode);
}

function psql(p, sql, database = cluster.database) {
  return execFileSync(
    path.join(pgBin, 'psql'),
    ['-h', '127.0.0.1', '-p', String(p), '-U', 'postgres', '-d', database, '-AtXqc', sql],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  ).trim();
}

const pgCtl = (data, action, extra = []) =>
  asPostgres(path.join(pgBin, 'pg_ctl'), ['-D', data, '-w', '-t', '60', ...extra, action]);

// ---------------------------------------------------------------- PostgreSQL

function writeServerSettings(data, p) {
  // postgresql.auto.conf wins over postgresql.conf, and a base backup copies the primary's: the port is set per server.
  const settings = [
    `port = ${p}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${paths.sockets}'`,
    'wal_level = replica',
    'max_wal_senders = 5',
    'hot_standby = on',
    // Behind a transaction pooler the app cannot send its session setting (docs/SCALING.md, section 2).
    'jit = off',
    'max_connections = 200',
    'logging_collector = off',
  ];
  writeFileSync(path.join(data, 'postgresql.auto.conf'), settings.join('\n') + '\n');
  if (asRoot) chownSync(path.join(data, 'postgresql.auto.conf'), uid('postgres'), uid('postgres', 'g'));
}

const uid = (user, kind = 'u') => Number(execFileSync('id', [`-${kind}`, user], { encoding: 'utf8' }).trim());

async function startPrimary() {
  if (!existsSync(path.join(paths.primary, 'PG_VERSION'))) {
    say('initdb: the primary');
    ownDirectory(paths.primary);
    asPostgres(path.join(pgBin, 'initdb'), [
      '-D',
      paths.primary,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    writeServerSettings(paths.primary, cluster.primaryPort);
  }
  if (!(await portOpen(cluster.primaryPort))) {
    say(`starting the primary on ${cluster.primaryPort}`);
    pgCtl(paths.primary, 'start', ['-l', path.join(paths.logs, 'primary.log')]);
  }
  if (
    psql(cluster.primaryPort, `select count(*) from pg_database where datname = '${cluster.database}'`, 'postgres') ===
    '0'
  )
    psql(cluster.primaryPort, `create database ${cluster.database}`, 'postgres');
}

async function startReplica() {
  if (!existsSync(path.join(paths.replica, 'PG_VERSION'))) {
    say('pg_basebackup: the replica');
    ownDirectory(paths.replica);
    // -R writes standby.signal and primary_conninfo: the copy streams from the primary from then on.
    asPostgres(path.join(pgBin, 'pg_basebackup'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(cluster.primaryPort),
      '-U',
      'postgres',
      '-D',
      paths.replica,
      '-R',
      '-X',
      'stream',
    ]);
    const auto = readFileSync(path.join(paths.replica, 'postgresql.auto.conf'), 'utf8');
    writeServerSettings(paths.replica, cluster.replicaPort);
    const conninfo = auto.split('\n').filter((l) => l.startsWith('primary_conninfo'));
    writeFileSync(
      path.join(paths.replica, 'postgresql.auto.conf'),
      readFileSync(path.join(paths.replica, 'postgresql.auto.conf'), 'utf8') + conninfo.join('\n') + '\n',
    );
  }
  if (!(await portOpen(cluster.replicaPort))) {
    say(`starting the replica on ${cluster.replicaPort}`);
    pgCtl(paths.replica, 'start', ['-l', path.join(paths.logs, 'replica.log')]);
  }
}

// ---------------------------------------------------------------- PgBouncer

export async function startPgbouncer() {
  ownDirectory(paths.pgbouncer, 0o755);
  const ini = path.join(paths.pgbouncer, 'pgbouncer.ini');
  writeFileSync(path.join(paths.pgbouncer, 'userlist.txt'), '"postgres" ""\n');
  writeFileSync(ini, pgbouncerIni({ paths, ...cluster }));
  for (const file of ['pgbouncer.ini', 'userlist.txt']) chmodSync(path.join(paths.pgbouncer, file), 0o644);
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', paths.pgbouncer]);
  if (await portOpen(cluster.pgbouncerPort)) return;
  say(`starting PgBouncer (transaction mode) on ${cluster.pgbouncerPort}`);
  execFileSync('/usr/sbin/pgbouncer', [...(asRoot ? ['-u', 'postgres'] : []), '-d', ini], { stdio: 'inherit' });
  await waitFor(paths.logs, 'PgBouncer', () => portOpen(cluster.pgbouncerPort), 20);
}

export function stopPgbouncer() {
  const pid = readPid(path.join(paths.pgbouncer, 'pgbouncer.pid'));
  if (alive(pid)) process.kill(pid, 'SIGINT');
  return pid;
}

// ---------------------------------------------------------------- app instances

const appEnvironment = (p) => ({
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(p),
  HOST: '127.0.0.1',
  BASE_DOMAIN: 'localhost',
  PUBLIC_PORT: String(cluster.proxyPort),
  TRUST_PROXY: '1',
  DATABASE_URL: urls.pgbouncer,
  DATABASE_POOL_MODE: 'transaction',
  MIGRATION_DATABASE_URL: urls.primary,
  REPLICA_DATABASE_URL: urls.replica,
  DEMO_DATA: '1',
  DATA_DIR: paths.app,
  LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
  ...(process.env.CLUSTER_APP_ENV ? JSON.parse(process.env.CLUSTER_APP_ENV) : {}),
});

const answers = (p) =>
  globalThis
    .fetch(`http://127.0.0.1:${p}/api/site`, { headers: { host: 'localhost' } })
    .then((r) => r.status < 500)
    .catch(() => false);

/** One instance: `node --import tsx main.ts`, one process (its PID is the server's), detached, its log in logs/. */
export async function startApp(i) {
  const p = cluster.appPorts[i];
  if (await answers(p)) return;
  mkdirSync(paths.app, { recursive: true });
  const log = openSync(path.join(paths.logs, `app-${i + 1}.log`), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')], {
    cwd: root,
    env: appEnvironment(p),
    detached: true,
    stdio: ['ignore', log, log],
  });
  child.unref();
  writeFileSync(appPidFile(i), `${child.pid}\n`);
  say(`app instance ${i + 1} on ${p} (pid ${child.pid})`);
  await waitFor(paths.logs, `app instance ${i + 1}`, () => answers(p), 120);
}

export const appPid = (i) => readPid(appPidFile(i));

export async function stopApp(i, signal = 'SIGTERM') {
  const pid = appPid(i);
  if (!alive(pid)) return;
  process.kill(pid, signal);
  for (let t = 0; t < 100 && alive(pid); t++) await sleep(100);
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

// ---------------------------------------------------------------- nginx

async function startNginx() {
  const temp = path.join(paths.nginx, 'temp');
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(temp, sub), { recursive: true, mode: 0o777 });
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) chmodSync(path.join(temp, sub), 0o777);
  const servers = cluster.appPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  writeFileSync(
    path.join(paths.nginx, 'nginx.conf'),
    nginxConf({ paths, temp, servers, proxyPort: cluster.proxyPort }),
  );
  if (await portOpen(cluster.proxyPort)) return;
  say(`starting nginx on ${cluster.proxyPort}`);
  execFileSync(
    '/usr/sbin/nginx',
    ['-p', paths.nginx, '-c', path.join(paths.nginx, 'nginx.conf'), '-e', path.join(paths.logs, 'nginx-error.log')],
    {
      stdio: 'inherit',
    },
  );
  await waitFor(paths.logs, 'nginx', () => portOpen(cluster.proxyPort), 20);
}

// ---------------------------------------------------------------- commands

export async function up({ instances = cluster.appPorts.length } = {}) {
  ensurePackages(pgBin, asRoot, say);
  mkdirSync(dir, { recursive: true });
  ownDirectory(paths.sockets, 0o755);
  mkdirSync(paths.logs, { recursive: true, mode: 0o777 });
  chmodSync(paths.logs, 0o777);
  buildWebIfStale();
  await startPrimary();
  await startReplica();
  await startPgbouncer();
  // The first instance migrates (over the direct URL) and writes the demo before the others start.
  for (let i = 0; i < instances; i++) await startApp(i);
  await startNginx();
  await status();
  const demo = path.join(paths.app, 'demo-credentials.json');
  say(
    `up: http://localhost:${cluster.proxyPort} (the demo: http://demo.localhost:${cluster.proxyPort}/login, logins in ${demo})`,
  );
}

export async function down() {
  const nginxPid = readPid(path.join(paths.nginx, 'nginx.pid'));
  if (alive(nginxPid)) {
    say(`stopping nginx (pid ${nginxPid})`);
    process.kill(nginxPid, 'SIGQUIT');
  }
  for (let i = 0; i < cluster.appPorts.length; i++) {
    if (alive(appPid(i))) say(`stopping app instance ${i + 1} (pid ${appPid(i)})`);
    await stopApp(i);
  }
  const bouncer = stopPgbouncer();
  if (alive(bouncer)) say(`stopping PgBouncer (pid ${bouncer})`);
  for (const [name, data] of [
    ['replica', paths.replica],
    ['primary', paths.primary],
  ]) {
    if (existsSync(path.join(data, 'postmaster.pid'))) {
      say(`stopping the ${name} (pg_ctl stop)`);
      try {
        pgCtl(data, 'stop', ['-m', 'fast']);
      } catch (error) {
        say(`pg_ctl stop: ${String(error.stderr ?? error).trim()}`);
      }
    }
  }
  const ports = [
    cluster.proxyPort,
    ...cluster.appPorts,
    cluster.pgbouncerPort,
    cluster.replicaPort,
    cluster.primaryPort,
  ];
  for (let t = 0; t < 50; t++) {
    const open = [];
    for (const p of ports) if (await portOpen(p)) open.push(p);
    if (open.length === 0) return say('down: nothing of the cluster is running (its data stays in ' + dir + ')');
    await sleep(200);
    if (t === 49) throw new Error(`still listening after down: ${open.join(', ')}`);
  }
}

/** `stop app-1 [--kill]`, `stop pgbouncer`, `stop replica`: one piece, for the drills; `up` starts it again. */
export async function stopOne(
  piece = process.argv[3],
  signal = process.argv.includes('--kill') ? 'SIGKILL' : 'SIGTERM',
) {
  const app = /^app-(\d+)$/.exec(piece ?? '');
  if (app) return stopApp(Number(app[1]) - 1, signal);
  if (piece === 'pgbouncer') {
    stopPgbouncer();
    return waitFor(paths.logs, 'PgBouncer to stop', async () => !(await portOpen(cluster.pgbouncerPort)), 30);
  }
  if (piece === 'replica') return void pgCtl(paths.replica, 'stop', ['-m', 'fast']);
  throw new Error('stop what? app-N [--kill], pgbouncer or replica');
}

export function replicaLag() {
  try {
    const row = psql(
      cluster.primaryPort,
      "select coalesce(extract(epoch from replay_lag), 0)::numeric(10,3) || ' s, ' || pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn) || ' bytes' from pg_stat_replication",
    );
    return row || 'not streaming';
  } catch {
    return 'unknown (primary down)';
  }
}

export async function status() {
  const rows = [
    ['primary', cluster.primaryPort, readPid(path.join(paths.primary, 'postmaster.pid'))],
    ['replica', cluster.replicaPort, readPid(path.join(paths.replica, 'postmaster.pid'))],
    ['pgbouncer', cluster.pgbouncerPort, readPid(path.join(paths.pgbouncer, 'pgbouncer.pid'))],
    ...cluster.appPorts.map((p, i) => [`app ${i + 1}`, p, appPid(i)]),
    ['nginx', cluster.proxyPort, readPid(path.join(paths.nginx, 'nginx.pid'))],
  ];
  for (const [name, p, pid] of rows) {
    const listening = await portOpen(p);
    console.log(
      `  ${name.padEnd(10)} ${String(p).padEnd(6)} ${listening ? 'up  ' : 'down'} ${alive(pid) ? `pid ${pid}` : ''}`,
    );
  }
  console.log(`  replication: ${replicaLag()}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv[2] ?? 'status';
  const commands = {
    up,
    down,
    status,
    stop: () => stopOne(),
    // The drills live beside the benchmarks (they seed with the server's own code): bench/cluster-drills.ts.
    drill: () =>
      execFileSync(
        process.execPath,
        ['--import', 'tsx', path.join(root, 'bench/cluster-drills.ts'), ...process.argv.slice(3)],
        {
          cwd: root,
          stdio: 'inherit',
        },
      ),
  };
  if (!commands[command]) {
    console.error('usage: npm run cluster -- up|down|status|drill|stop app-N [--kill]|stop pgbouncer|stop replica');
    process.exit(2);
  }
  try {
    await commands[command]();
  } catch (error) {
    console.error(`cluster: ${error.message ?? error}`);
    process.exit(1);
  }
}
