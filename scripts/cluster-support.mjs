// scripts/cluster.mjs's helpers and the configuration files it writes for PgBouncer and nginx (docs/SCALING.md, section 5).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** PgBouncer in transaction mode in front of the primary. */
export const pgbouncerIni = ({ paths, database, primaryPort, pgbouncerPort }) =>
  [
    '[databases]',
    `${database} = host=127.0.0.1 port=${primaryPort} dbname=${database}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${pgbouncerPort}`,
    `unix_socket_dir = ${paths.sockets}`,
    'auth_type = trust',
    `auth_file = ${path.join(paths.pgbouncer, 'userlist.txt')}`,
    // Debian's PgBouncer 1.18: transaction mode without prepared statements; the app sends them unnamed.
    'pool_mode = transaction',
    'max_client_conn = 1000',
    'default_pool_size = 20',
    'ignore_startup_parameters = extra_float_digits',
    `pidfile = ${path.join(paths.pgbouncer, 'pgbouncer.pid')}`,
    `logfile = ${path.join(paths.logs, 'pgbouncer.log')}`,
    '',
  ].join('\n');

/** nginx in front of the instances, passing the Host header. */
export const nginxConf = ({
  paths,
  temp,
  servers,
  proxyPort,
}) => `# Written by scripts/cluster.mjs (docs/SCALING.md, section 5).
worker_processes 1;
pid ${path.join(paths.nginx, 'nginx.pid')};
error_log ${path.join(paths.logs, 'nginx-error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  client_max_body_size 60m;
  upstream paydos {
${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${proxyPort};
    location / {
      proxy_pass http://paydos;
      # The host chooses the site (docs/decisions/009-tenancy-from-the-host.md): passed unchanged, port and all.
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # A refused or reset connection goes to the other instance; a request already sent to a dying one is not
      # resent when it is a write (nginx's default for non-idempotent methods): its client gets a 502, not a double.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
    }
  }
}
`;

/** Debian's packages, installed when missing (as root, or through sudo). */
export function ensurePackages(pgBin, asRoot, say) {
  const wanted = [
    [path.join(pgBin, 'initdb'), 'postgresql-15'],
    ['/usr/sbin/pgbouncer', 'pgbouncer'],
    ['/usr/sbin/nginx', 'nginx'],
  ].filter(([binary]) => !existsSync(binary));
  if (wanted.length === 0) return;
  const names = wanted.map(([, name]) => name);
  say(`installing ${names.join(', ')} from Debian…`);
  const sudo = asRoot ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => execFileSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: 'inherit', env });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', ...names]);
}

export const portOpen = (p) =>
  new Promise((resolve) => {
    const socket = net.connect(p, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

export async function waitFor(logs, what, check, seconds = 60) {
  for (let i = 0; i < seconds * 5; i++) {
    if (await check()) return;
    await sleep(200);
  }
  throw new Error(`${what} did not come up within ${seconds} s (logs: ${logs})`);
}

export const readPid = (file) => (existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) || null : null);
export const alive = (pid) => {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
