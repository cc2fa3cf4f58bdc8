import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { TLoginThrottle } from './auth/login-throttle.js';
import type { TTokenService } from './auth/tokens.js';
import type { TConfig } from './config.js';
import type { TDialectName } from './db/database.js';
import type { DB } from './db/schema.js';
import type { TLlmProvider } from './llm/provider.js';
import type { TBlobStorage } from './storage/storage.js';

export interface TJobQueue {
  /** Look for waiting documents now rather than at the next poll. */
  notify(): void;
}

/** What domain functions may use, handed to routes through `app.ctx`. */
export interface TAppContext {
  config: TConfig;
  db: Kysely<DB>;
  dialect: TDialectName;
  storage: TBlobStorage;
  tokens: TTokenService;
  loginThrottle: TLoginThrottle;
  jobs: TJobQueue;
  llm: TLlmProvider;
  log: FastifyBaseLogger;
}
