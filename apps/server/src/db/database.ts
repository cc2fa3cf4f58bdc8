/**
 * The database: SQLite (better-sqlite3, WAL) in DATA_DIR by default, PostgreSQL when a URL is given.
 * Migrations run here at start-up, the same set on both.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Migration, type MigrationProvider } from 'kysely';
import pg from 'pg';
import * as initial from './migrations/0001-initial.js';
import * as accounts from './migrations/0002-accounts.js';
import * as signInThrottle from './migrations/0003-sign-in-throttle.js';
import * as placeholderCounters from './migrations/0004-placeholder-counters.js';
import * as documentJobs from './migrations/0005-document-jobs.js';
import * as documentStructure from './migrations/0006-document-structure.js';
import * as reviewReports from './migrations/0007-review-reports.js';
import * as entityReasons from './migrations/0008-entity-reasons.js';
import * as piiCorrections from './migrations/0009-pii-corrections.js';
import * as fileErrorCodes from './migrations/0010-file-error-codes.js';
import * as userLanguage from './migrations/0011-user-language.js';
import * as revisionChanges from './migrations/0012-revision-changes.js';
import * as maskingChanges from './migrations/0013-masking-changes.js';
import * as fileOcr from './migrations/0014-file-ocr.js';
import * as projectMembers from './migrations/0015-project-members.js';
import type { DB } from './schema.js';

export type TDialectName = 'sqlite' | 'postgres';

export interface TDatabase {
  db: Kysely<DB>;
  dialect: TDialectName;
  close(): Promise<void>;
}

export interface TDatabaseOptions {
  /** PostgreSQL URL; SQLite is used when absent. */
  url?: string | undefined;
  /** Folder of the SQLite file. */
  dataDir: string;
  /** PostgreSQL schema to use (tests give each suite its own). Created if missing. */
  postgresSchema?: string | undefined;
  /**
   * Told when a PostgreSQL connection breaks (the server restarted, a proxy cut it), idle or in use. The query on
   * it fails, the pool drops it and the next query opens a new one; without a listener the connection's error event
   * would end the process.
   */
  onConnectionError?: ((error: Error) => void) | undefined;
}

const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-accounts': accounts,
  '0003-sign-in-throttle': signInThrottle,
  '0004-placeholder-counters': placeholderCounters,
  '0005-document-jobs': documentJobs,
  '0006-document-structure': documentStructure,
  '0007-review-reports': reviewReports,
  '0008-entity-reasons': entityReasons,
  '0009-pii-corrections': piiCorrections,
  '0010-file-error-codes': fileErrorCodes,
  '0011-user-language': userLanguage,
  '0012-revision-changes': revisionChanges,
  '0013-masking-changes': maskingChanges,
  '0014-file-ocr': fileOcr,
  '0015-project-members': projectMembers,
};

/** Migrations are listed in code, so they work the same from `src` (tsx) and from `dist`. */
const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

// PostgreSQL returns COUNT(*) as bigint text; counts here never exceed 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export async function openDatabase(options: TDatabaseOptions): Promise<TDatabase> {
  const database = options.url
    ? await openPostgres(options.url, options.postgresSchema, options.onConnectionError)
    : openSqlite(options.dataDir);
  await migrateToLatest(database.db, database.dialect === 'postgres' ? await currentSchema(database.db) : undefined);
  return database;
}

function openSqlite(dataDir: string): TDatabase {
  const file = path.join(dataDir, 'grant-review.sqlite');
  prepareDataFiles(dataDir, file);
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // Deleted rows are overwritten with zeros instead of lingering in free pages of the file.
  sqlite.pragma('secure_delete = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * The data folder holds personal data (documents, their text, the placeholder maps): only the server's user may
 * enter it, and the database file is created private. SQLite gives its -wal and -shm files the database file's mode.
 */
function prepareDataFiles(dataDir: string, file: string): void {
  const isKnownFolder = existsSync(file);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // A folder that already holds our database is ours: close it to others too (it may predate this rule).
  if (isKnownFolder) chmodSync(dataDir, 0o700);
  closeSync(openSync(file, 'a', 0o600));
  for (const existing of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(existing)) chmodSync(existing, 0o600);
  }
}

/**
 * Kysely prepares every query anew; better-sqlite3 statements are reusable, and preparing is a
 * large share of a small query's cost. Queries are built from a fixed set of shapes, so the
 * cache stays small; it is bounded all the same.
 */
function withStatementCache(sqlite: SqliteDatabase.Database, maxStatements = 500) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(query: string) {
      let statement = statements.get(query);
      if (!statement) {
        statement = sqlite.prepare(query);
        if (statements.size >= maxStatements) statements.clear();
        statements.set(query, statement);
      }
      return statement;
    },
  };
}

async function openPostgres(
  url: string,
  schema: string | undefined,
  onConnectionError: ((error: Error) => void) | undefined,
): Promise<TDatabase> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  if (schema) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // Every connection gets a listener for its whole life: pg emits 'error' on a connection in use, where the pool
  // listens only while it is idle (and then emits the same error on the pool, told through the connection already).
  pool.on('connect', (client) => client.on('error', (error) => onConnectionError?.(error)));
  pool.on('error', () => {});
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/**
 * Kysely looks for its migration tables across every schema it can see; naming the schema keeps
 * several schemas of one PostgreSQL database (tests, staging) apart.
 */
async function currentSchema(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? 'public';
}

export async function migrateToLatest(db: Kysely<DB>, migrationTableSchema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    // 0006 was written after 0007 had shipped: a database already at 0007 still gets it. Migrations that are
    // numbered out of order never depend on each other.
    allowUnorderedMigrations: true,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error ?? failed) {
    const reason = error instanceof Error ? error.message : 'unknown error';
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

/** True for a unique-constraint violation on either database. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * After personal data is deleted on SQLite, copies the write-ahead log into the database file (where
 * `secure_delete` has zeroed the rows) and truncates it, so the old pages do not stay in the log. Best effort:
 * with readers active the checkpoint may stop early, and the next deletion's checkpoint finishes it.
 */
export async function checkpointDeletions(db: Kysely<DB>, dialect: TDialectName): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
}

/** True for a foreign-key violation: the parent row of an insert was deleted meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  return errorCode(error) === '23503' || errorCode(error) === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** True when PostgreSQL aborted a transaction to resolve a deadlock or a serialization conflict. */
export function isConcurrencyAbort(error: unknown): boolean {
  return errorCode(error) === '40P01' || errorCode(error) === '40001';
}

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}
