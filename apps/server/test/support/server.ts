/**
 * Starts the real server on a random port for a test file, on SQLite (a temp DATA_DIR) or on
 * PostgreSQL (a schema of its own in TEST_DATABASE_URL, dropped afterwards), per TEST_DB.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp, type TBuildOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { TAppContext } from '../../src/context.js';
import { openDatabase, type TDatabase } from '../../src/db/database.js';

export const testDb = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TTestServer {
  app: FastifyInstance;
  ctx: TAppContext;
  baseUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

export interface TStartOptions {
  env?: Record<string, string>;
  loginThrottle?: TBuildOptions['loginThrottle'];
  documentJobs?: TBuildOptions['documentJobs'];
  llmProvider?: TBuildOptions['llmProvider'];
  streams?: TBuildOptions['streams'];
  /** Receives the server's log lines (set LOG_LEVEL in `env` too; tests default to silent). */
  logStream?: TBuildOptions['logStream'];
  startJobs?: boolean;
  /** Reuse a data dir / schema (restart tests). */
  dataDir?: string;
  postgresSchema?: string;
  keepData?: boolean;
  webDistDir?: string;
  /** Lets a test add routes before the server starts listening. */
  beforeListen?: (app: FastifyInstance) => void | Promise<void>;
}

export async function startTestServer(options: TStartOptions = {}): Promise<TTestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'grant-review-test-')));
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (testDb === 'postgres' && !postgresUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema =
    testDb === 'postgres' ? (options.postgresSchema ?? `test_${randomBytes(6).toString('hex')}`) : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    WEB_DIST_DIR: options.webDistDir ?? path.join(dataDir, 'no-web-build'),
    ...(testDb === 'postgres' ? { DATABASE_URL: postgresUrl } : {}),
    ...options.env,
  });
  const app = await buildApp({
    config,
    ...(schema ? { postgresSchema: schema } : {}),
    ...(options.loginThrottle ? { loginThrottle: options.loginThrottle } : {}),
    ...(options.documentJobs ? { documentJobs: options.documentJobs } : {}),
    ...(options.llmProvider ? { llmProvider: options.llmProvider } : {}),
    ...(options.streams ? { streams: options.streams } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.startJobs === undefined ? {} : { startJobs: options.startJobs }),
  });
  await options.beforeListen?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a port');
  return {
    app,
    ctx: app.ctx,
    baseUrl: `http://127.0.0.1:${address.port}`,
    dataDir,
    async close() {
      await app.close();
      if (options.keepData) return;
      if (schema && postgresUrl) await dropSchema(postgresUrl, schema);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/** Where a server started with `keepData` keeps its database: what `startTestServer` takes to start on it again. */
export interface TKeptDatabase {
  dataDir: string;
  postgresSchema?: string;
}

/** The kept database of `server`; ask before closing it (on PostgreSQL the server's connection names the schema). */
export async function keptDatabaseOf(server: TTestServer): Promise<TKeptDatabase> {
  if (testDb !== 'postgres') return { dataDir: server.dataDir };
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(server.ctx.db);
  return { dataDir: server.dataDir, postgresSchema: rows[0]?.schema ?? 'public' };
}

/** Opens a kept database directly, with no server (to turn it back into an older one, say). */
export function openKeptDatabase(kept: TKeptDatabase): Promise<TDatabase> {
  return openDatabase({
    url: testDb === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
    dataDir: kept.dataDir,
    postgresSchema: kept.postgresSchema,
  });
}

/** Where the local storage of `server` keeps the blob `key` on disk (tests that check a file is gone from disk). */
export function localBlobPath(server: Pick<TTestServer, 'dataDir'>, key: string): string {
  return path.join(server.dataDir, 'files', key);
}
