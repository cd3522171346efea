// npm start: the product on the embedded default (or DATABASE_URL), with the web app built when needed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWebIfStale } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildWebIfStale();
const server = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'packages/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
