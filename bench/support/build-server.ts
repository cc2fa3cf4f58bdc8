/** Builds the server (incrementally) so a benchmark's child process runs exactly what production runs. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export function buildServer(): void {
  const built = spawnSync(path.join(root, 'node_modules/.bin/tsc'), ['-b', 'tsconfig.json'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('The server build failed');
}
