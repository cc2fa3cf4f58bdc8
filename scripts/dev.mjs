#!/usr/bin/env node
// `npm run dev`: the API with reload on :8000 (tsx watch) and the web app with HMR on :5173 (Vite proxies /api).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = spawnSync('npm', ['run', 'build', '-w', 'packages/contract'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const children = [
  spawn('node_modules/.bin/tsx', ['watch', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('../../node_modules/.bin/vite', [], { cwd: `${root}/apps/web`, stdio: 'inherit' }),
];
console.log('\n  API on http://localhost:8000 · web app with hot reload on http://localhost:5173\n');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => (stop(), process.exit(code ?? 0))));
