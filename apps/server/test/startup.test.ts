/** The real entry point as a child process: configuration errors, the first admin, the served API. */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './support/http.js';
import { startS3Server } from './support/s3-server.js';
import { testDb } from './support/server.js';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const tsx = path.join(serverRoot, '../../node_modules/.bin/tsx');

interface TRun {
  stdout: string;
  stderr: string;
  exitCode: number | null;
}

/** Runs main.ts until `until` matches the output (then stops it) or the process exits. */
function runServer(env: Record<string, string>, until?: RegExp): Promise<TRun & { port?: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['src/main.ts'], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not finish: ${stdout}\n${stderr}`));
    }, 20_000);
    const check = () => {
      const match = until ? /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout) : null;
      if (until && match && until.test(stdout)) {
        clearTimeout(timer);
        resolve({ stdout, stderr, exitCode: null, port: Number(match[1]) });
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      check();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('exit', (exitCode) => {
      clearTimeout(timer);
      resolve({ stdout, stderr, exitCode });
    });
  });
}

describe.runIf(testDb === 'sqlite')('start-up', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'grant-review-startup-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('fails with a message naming each bad variable', async () => {
    const run = await runServer({ DATA_DIR: dataDir, PORT: 'eighty', MAX_UPLOAD_MB: '-3', LLM_PROVIDER: 'gpt' });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain('Invalid configuration');
    expect(run.stderr).toMatch(/PORT/);
    expect(run.stderr).toMatch(/MAX_UPLOAD_MB/);
    expect(run.stderr).toMatch(/LLM_PROVIDER/);
    expect(run.stderr).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses to start when the S3 bucket cannot be reached, saying where it looked, never the secret', async () => {
    const run = await runServer({
      DATA_DIR: dataDir,
      PORT: '0',
      S3_BUCKET: 'grant-review-files',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'very-secret-value',
    });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(
      /^The S3 bucket "grant-review-files" at http:\/\/127\.0\.0\.1:9 cannot be reached: .*ECONNREFUSED/m,
    );
    expect(run.stderr).not.toContain('very-secret-value');
    expect(run.stderr).not.toMatch(/at .*\.ts:\d+/);
  });

  it('starts with files in an S3 bucket, and says so and which encryption it writes with', async () => {
    const s3 = await startS3Server();
    const ownDataDir = await mkdtemp(path.join(tmpdir(), 'grant-review-startup-'));
    try {
      const run = await runServer({ DATA_DIR: ownDataDir, PORT: '0', ...s3.env }, /Server listening/);
      const messages = run.stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(messages).toContain(
        `Files are stored in the S3 bucket "${s3.bucket}" at ${s3.endpoint}, server-side encryption: AES256`,
      );
    } finally {
      await s3.close();
      await rm(ownDataDir, { recursive: true, force: true });
    }
  });

  it('creates admin@localhost with a printed password on the first start only', async () => {
    const first = await runServer({ DATA_DIR: dataDir, PORT: '0' }, /Server listening/);
    const password = /password: (\S+)/.exec(first.stdout)?.[1];
    expect(first.stdout).toContain('admin@localhost');
    expect(password).toBeTruthy();

    const second = await runServer({ DATA_DIR: dataDir, PORT: '0' }, /Server listening/);
    expect(second.stdout).not.toContain('password:');

    // The printed password signs in against a running server.
    const child = spawn(tsx, ['src/main.ts'], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir },
    });
    try {
      const port = await new Promise<number>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
          if (match) resolve(Number(match[1]));
        });
        child.on('exit', () => reject(new Error(output)));
      });
      const client = createClient(`http://127.0.0.1:${port}`);
      const login = await client.post<{ access_token: string }>('/api/auth/token', {
        form: { username: 'admin@localhost', password: password ?? '' },
      });
      expect(login.status).toBe(200);
      const me = await client.get<{ is_admin: boolean; must_change_password: boolean }>('/api/auth/me', {
        token: login.body.access_token,
      });
      expect(me.body.is_admin).toBe(true);
      // The printed password is temporary: the admin chooses their own at the first sign-in.
      expect(me.body.must_change_password).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('creates the ADMIN_EMAIL admin when missing and never prints its password', async () => {
    const otherDir = await mkdtemp(path.join(tmpdir(), 'grant-review-startup-'));
    try {
      const run = await runServer(
        { DATA_DIR: otherDir, PORT: '0', ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'boss-kettle-harbour-1' },
        /Server listening/,
      );
      expect(run.stdout).toContain('created the admin account from ADMIN_EMAIL');
      expect(run.stdout).not.toContain('boss-kettle-harbour-1');
      expect(run.stdout).not.toContain('admin@localhost');
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });
});
