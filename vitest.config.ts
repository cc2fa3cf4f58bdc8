/**
 * One Vitest run for the whole repository. The server's HTTP suite runs twice: on SQLite, and on
 * PostgreSQL at TEST_DATABASE_URL (skipped with a message when unset, an error when CI=true).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const contractSource = fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url));
const alias = { '@grant-review/contract': contractSource };
const postgresUrl = process.env.TEST_DATABASE_URL;
/**
 * The AWS SDK warns once per process that its releases from January 2027 need Node 22 (docs/operations.md says so);
 * the servers the tests start would print it over and over.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

if (!postgresUrl) {
  const message = 'TEST_DATABASE_URL is not set: the PostgreSQL run of the server suite is skipped.';
  if (process.env.CI === 'true') throw new Error(`${message} CI must run it.`);
  console.warn(`\n  ${message}\n  Example: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test\n`);
}

const serverSuite = (name: string, env: Record<string, string>): TestProjectInlineConfiguration => ({
  resolve: { alias },
  test: {
    name,
    include: ['apps/server/test/**/*.test.ts'],
    environment: 'node',
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['packages/contract/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      serverSuite('server-sqlite', { TEST_DB: 'sqlite' }),
      ...(postgresUrl ? [serverSuite('server-postgres', { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl })] : []),
      {
        extends: './apps/web/vite.config.ts',
        resolve: { alias },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
