#!/usr/bin/env node
// The `grant-review` command. Runs the built CLI when the server is built, else the TypeScript source
// through tsx (a dev dependency), so `npx grant-review` works right after `npm ci`.
import { existsSync } from 'node:fs';

const built = new URL('../dist/cli/main.js', import.meta.url);
if (existsSync(built)) {
  await import(built.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL('../src/cli/main.ts', import.meta.url).href);
}
