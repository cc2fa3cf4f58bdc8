/** Starts the server: validated configuration, migrations, the first admin, then listen. */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { StorageNotReadyError } from './storage/storage.js';
import { ensureInitialAdmin } from './users/users.service.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });

  const admin = await ensureInitialAdmin(app.ctx.db, config);
  if (admin?.generatedPassword) {
    // Printed once, on purpose outside the JSON log, so a person starting the app sees it.
    process.stdout.write(
      `\n  First start: created the admin account\n    email:    ${admin.email}\n    password: ${admin.generatedPassword}\n` +
        `  It is temporary: you choose your own at the first sign-in. It is not shown again.\n\n`,
    );
  } else if (admin) {
    app.log.info({ email: admin.email }, 'created the admin account from ADMIN_EMAIL');
  }

  let isClosing = false;
  const shutdown = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StorageNotReadyError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
