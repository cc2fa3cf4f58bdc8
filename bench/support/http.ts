/** What the benchmarks that drive a server over HTTP share. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Calls the API; throws on an error status, resolves to the JSON body (undefined for 204). */
export async function api<T>(base: string, pathname: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${base}${pathname}`, { ...init, headers });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export interface TBuiltServer {
  child: ChildProcess;
  base: string;
}

/** Starts the built server (`apps/server/dist/main.js`) on a free port with `env`, and waits for its health check. */
export async function startBuiltServer(env: Record<string, string>): Promise<TBuiltServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  for (let attempt = 0; ; attempt++) {
    try {
      await api(base, '/api/health');
      return { child, base };
    } catch (error) {
      if (attempt > 200) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
