#!/usr/bin/env node
// `npm start`: builds whatever is not built yet (contract, server, web), then serves on PORT (8000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const parts = [
  { workspace: 'packages/contract', output: 'packages/contract/dist/index.js' },
  { workspace: 'apps/server', output: 'apps/server/dist/main.js' },
  { workspace: 'apps/web', output: 'apps/web/dist/index.html' },
];

for (const { workspace, output } of parts) {
  if (existsSync(new URL(`../${output}`, import.meta.url))) continue;
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
