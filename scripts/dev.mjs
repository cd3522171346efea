// npm run dev: Vite with hot reload on PORT (3000) for all three hosts, the API on PORT+1 behind it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
const apiPort = port + 1;
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', path.join(root, 'packages/server/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(apiPort), PUBLIC_PORT: String(port), WEB_DIST_DIR: '/nonexistent' },
  }),
  spawn(bin('vite'), [], {
    cwd: path.join(root, 'packages/web'),
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port), PAYDOS_API_ORIGIN: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
