/**
 * Builds the Fastify application: external plugins first (helmet, rate limit, OpenAPI), then
 * the app's context and routes, then the SPA. `main.ts` listens; tests call `buildApp` directly.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createLoginThrottle, DEFAULT_LOGIN_THROTTLE, type TLoginThrottleOptions } from './auth/login-throttle.js';
import { createTokenService, loadOrCreateSecret } from './auth/tokens.js';
import { toFastifyTrustProxy, type TConfig } from './config.js';
import type { TAppContext } from './context.js';
import { DEFAULT_STREAM_SETTINGS, type TStreamSettings } from './chat/chat-streams.js';
import { openDatabase } from './db/database.js';
import { createProvider } from './llm/create-provider.js';
import { ReviewWorkers } from './review/worker/review-workers.js';
import type { TLlmProvider } from './llm/provider.js';
import { DocumentJobs, type TDocumentJobsOptions } from './documents/pipeline/document-jobs.js';
import { AppError } from './errors.js';
import { requireAdmin, requireTerms, requireUser } from './plugins/authentication.js';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './plugins/error-handler.js';
import { registerInputGuards } from './plugins/input-guards.js';
import { createLogRedaction } from './plugins/log-redaction.js';
import { DEFAULT_WEB_DIST, isApiPath, registerSpa } from './plugins/spa.js';
import { adminRoutes } from './routes/admin.routes.js';
import { authRoutes } from './routes/auth.routes.js';
import { chatRoutes } from './routes/chat.routes.js';
import { comparisonRoutes } from './routes/comparison.routes.js';
import { fileRoutes } from './routes/files.routes.js';
import { healthRoutes } from './routes/health.routes.js';
import { memberRoutes } from './routes/members.routes.js';
import { piiCorrectionRoutes } from './routes/pii-corrections.routes.js';
import { projectRoutes } from './routes/projects.routes.js';
import { startOrphanBlobSweeps } from './storage/orphan-blobs.js';
import { createLocalStorage, type TBlobStorage } from './storage/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: TAppContext;
  }
}

/**
 * The files folder under DATA_DIR, or the S3 bucket of S3_BUCKET once start-up has reached and written it. The S3
 * client is loaded only then: an instance with local files never pays for it.
 */
async function openStorage(config: TConfig, log: FastifyBaseLogger): Promise<TBlobStorage> {
  if (!config.S3_BUCKET) return createLocalStorage(path.join(config.DATA_DIR, 'files'));
  const { openS3Storage, s3SettingsOf } = await import('./storage/s3-storage.js');
  const settings = s3SettingsOf(config, path.join(config.DATA_DIR, 'tmp'));
  if (!settings) throw new Error('S3_BUCKET is set but gave no S3 settings');
  return openS3Storage(settings, { info: (message) => log.info(message), warn: (message) => log.warn(message) });
}

export interface TBuildOptions {
  config: TConfig;
  /** Where log lines go (tests capture them); standard output by default. */
  logStream?: { write(line: string): void };
  /** PostgreSQL schema to run in (tests isolate suites this way). */
  postgresSchema?: string;
  /** Sign-in throttle numbers over the defaults, and a clock tests can move. */
  loginThrottle?: Partial<TLoginThrottleOptions> & { now?: () => number };
  documentJobs?: TDocumentJobsOptions;
  /** Replaces the provider chosen by LLM_PROVIDER (tests use the built-in one without delays). */
  llmProvider?: TLlmProvider;
  streams?: Partial<TStreamSettings>;
  /** Tests that drive processing themselves leave the job runner stopped. */
  startJobs?: boolean;
}

export async function buildApp(options: TBuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const logRedaction = createLogRedaction();
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      serializers: logRedaction.serializers,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.:-]{1,128}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: toFastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  logRedaction.register(app);
  registerInputGuards(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Answers of the API carry personal data (file text, chat, accounts): no browser or proxy may keep them.
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    postgresSchema: options.postgresSchema,
    onConnectionError: (error) => app.log.warn({ err: error }, 'a database connection broke'),
  });

  let storage: TBlobStorage;
  try {
    storage = await openStorage(config, app.log);
  } catch (error) {
    await database.close();
    throw error;
  }

  const jobQueue = { notify: () => documentJobs.notify() };
  // Threads start with the first review (see review/worker); a provider passed in brings its own.
  const reviewWorkers = new ReviewWorkers();
  const jwtSecret = loadOrCreateSecret(config.JWT_SECRET, config.DATA_DIR);
  const { now, ...throttleOptions } = options.loginThrottle ?? {};
  app.decorate('ctx', {
    config,
    db: database.db,
    dialect: database.dialect,
    storage,
    tokens: createTokenService(jwtSecret, config.TOKEN_TTL),
    loginThrottle: createLoginThrottle({
      db: database.db,
      dialect: database.dialect,
      secret: jwtSecret,
      options: { ...DEFAULT_LOGIN_THROTTLE, ...throttleOptions },
      ...(now ? { now } : {}),
    }),
    jobs: jobQueue,
    llm: options.llmProvider ?? createProvider(config, reviewWorkers),
    log: app.log,
  } satisfies TAppContext);
  const documentJobs = new DocumentJobs(app.ctx, {
    ocrMaxPages: config.OCR_MAX_PAGES,
    ocrPageTimeoutMs: config.OCR_PAGE_TIMEOUT_S * 1000,
    ...options.documentJobs,
  });
  // Before the server waits for open connections (a chat stream can hold one for minutes): a
  // shutdown that then runs out of time has already handed its files back.
  app.addHook('preClose', () => documentJobs.stop());
  // After open streams have ended, so an analysis under way during a graceful stop still completes.
  app.addHook('onClose', () => reviewWorkers.close());
  app.addHook('onClose', () => database.close());
  app.decorateRequest('user', null);
  app.decorateRequest('tokenClaims', null);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner position elements with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Self-hosted installs may run on plain HTTP inside a private network.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(fastifyMultipart, {
    limits: { fileSize: Math.round(config.MAX_UPLOAD_MB * 1024 * 1024), files: 1 },
  });

  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', `Too many requests. Try again in ${context.after}.`, {
        'retry-after': String(Math.ceil(context.ttl / 1000)),
      }),
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Grant review API',
        description: 'AI pre-submission review of grant applications.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/upgrade-insecure-requests;?/, ''),
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(async (signedIn) => {
        signedIn.addHook('onRequest', requireUser);
        signedIn.addHook('onRequest', requireTerms);
        await signedIn.register(projectRoutes);
        await signedIn.register(memberRoutes);
        await signedIn.register(comparisonRoutes);
        await signedIn.register(fileRoutes);
        await signedIn.register(piiCorrectionRoutes);
        await signedIn.register(chatRoutes({ ...DEFAULT_STREAM_SETTINGS, ...options.streams }));
      });
      await api.register(async (admin) => {
        admin.addHook('onRequest', requireUser);
        admin.addHook('onRequest', requireAdmin);
        await admin.register(adminRoutes);
      });
    },
    { prefix: '/api' },
  );

  await registerSpa(app, config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST);
  const blobSweeps = await startOrphanBlobSweeps(app.ctx, { isSoleInstance: database.dialect === 'sqlite' });
  app.addHook('preClose', (done) => {
    blobSweeps.stop();
    done();
  });
  if (options.startJobs ?? true) await documentJobs.start();
  return app;
}
