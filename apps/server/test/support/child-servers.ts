/** Servers in processes of their own (`child-server.ts`), which a test can kill (`kill -9`) as an operator or the kernel would. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TStartOptions } from './server.js';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface TChildServer {
  child: ChildProcess;
  baseUrl: string;
  /** Kills the process with SIGKILL and resolves once it is gone. */
  kill(): Promise<void>;
}

/** Starts a server with `options` (only what JSON carries) and resolves with its address once it listens. */
export async function startChildServer(options: TStartOptions): Promise<TChildServer> {
  // Node itself with the tsx loader: the tsx command would put a process of its own in between.
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/child-server.ts'], {
    cwd: serverRoot,
    env: { ...process.env, CHILD_SERVER_OPTIONS: JSON.stringify(options) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { baseUrl: string }).baseUrl);
    });
    child.once('exit', (code) => reject(new Error(`child server exited with ${code}: ${output}`)));
  });
  return {
    child,
    baseUrl,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
