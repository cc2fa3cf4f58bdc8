/**
 * Web bundle size: `node_modules/.bin/tsx bench/bundle-size.ts`.
 *
 * Reads the production build in apps/web/dist (running `npm run build -w apps/web` first if it is missing)
 * and prints, gzip level 9 (zlib) for every file:
 * - the JavaScript the landing route (/) loads, against the 120 KB gzip target;
 * - the largest route chunk;
 * - a table of all chunks.
 * It exits 0 even when a target is missed (the line then says MISSED); non-zero only on errors.
 *
 * How the landing route's JavaScript is found:
 * 1. dist/index.html names the entry (`<script type="module" src>`) and the chunks the browser fetches with
 *    it (`<link rel="modulepreload">`).
 * 2. Every route is a lazy chunk (apps/web/src/app/router.tsx: `lazyRoute(() => import(...))`), so the
 *    entry holds one dynamic `import("./<name>-<hash>.js")` per screen. Vite (Rolldown) names a chunk after
 *    its module, so the landing route's chunk is the entry's dynamic import named `landing-*.js`
 *    (features/landing/routes/landing.tsx). The bench fails if there is not exactly one such import.
 * 3. A chunk costs its own bytes plus every chunk it imports statically (`import … from "./x.js"`,
 *    `export … from "./x.js"`), transitively: the browser cannot run it before those have loaded. So
 *    landing JS = static closure of (entry + modulepreloads + landing chunk). Dynamic imports inside those
 *    chunks (other screens, the toaster, which the root layout leaves out on /) are not counted: they only
 *    load on other routes. The e2e journeys see the same set in Chromium.
 * 4. Translations load on demand, one chunk per language and namespace (`locale-<language>-<namespace>-*.js`):
 *    the landing page loads `common` at start-up and `landing` with its route, in one language. The English
 *    ones are counted (the other languages' files are about as large).
 * A route chunk's cost is likewise its static closure minus what the entry already loaded.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'apps/web/dist');
const LANDING_TARGET_KB = 120;

interface Chunk {
  file: string; // path relative to dist, e.g. assets/landing-CtYzdCVb.js
  raw: number;
  gzip: number;
  staticImports: string[];
  dynamicImports: string[];
}

const kb = (bytes: number) => bytes / 1024;
const formatKb = (bytes: number) => `${kb(bytes).toFixed(1)} KB`;

function ensureBuild(): void {
  if (existsSync(path.join(dist, 'index.html'))) return;
  console.log('apps/web/dist is missing: running `npm run build -w apps/web` …');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(path.join(dist, 'index.html'))) throw new Error('the web build failed');
}

/** A URL from index.html or an import specifier inside a chunk, as a path relative to dist. */
function resolveAsset(specifier: string, fromFile: string | null): string {
  if (specifier.startsWith('/')) return specifier.slice(1);
  const base = fromFile ? path.posix.dirname(fromFile) : '';
  return path.posix.normalize(path.posix.join(base, specifier));
}

const STATIC_IMPORT = /\bimport\s*(?!\()(?:[\w$*{},\s]+?\bfrom\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const EXPORT_FROM = /\bexport\s*(?:\*(?:\s*as\s*[\w$]+)?|\{[^}]*\})\s*from\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;

function specifiers(source: string, pattern: RegExp): string[] {
  return [...source.matchAll(pattern)].map((match) => match[1]).filter((value): value is string => value !== undefined);
}

const chunkCache = new Map<string, Chunk>();
function readChunk(file: string): Chunk {
  const cached = chunkCache.get(file);
  if (cached) return cached;
  const bytes = readFileSync(path.join(dist, file));
  const source = bytes.toString('utf8');
  const chunk: Chunk = {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length,
    staticImports: [...new Set([...specifiers(source, STATIC_IMPORT), ...specifiers(source, EXPORT_FROM)])].map((s) =>
      resolveAsset(s, file),
    ),
    dynamicImports: [...new Set(specifiers(source, DYNAMIC_IMPORT))].map((s) => resolveAsset(s, file)),
  };
  chunkCache.set(file, chunk);
  return chunk;
}

/** Every chunk that must load before the given ones can run: themselves and their static imports, transitively. */
function staticClosure(files: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...files];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...readChunk(file).staticImports);
  }
  return seen;
}

const sum = (files: Iterable<string>, key: 'raw' | 'gzip') =>
  [...files].reduce((total, file) => total + readChunk(file)[key], 0);

/** `assets/landing-CtYzdCVb.js` → `landing` (Vite appends `-<hash>` to the module's name). */
const chunkName = (file: string) => path.posix.basename(file, '.js').replace(/-[\w-]{8}$/, '');

function main(): void {
  ensureBuild();
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((match) =>
    resolveAsset(match[1] ?? '', null),
  );
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((match) =>
    resolveAsset(match[1] ?? '', null),
  );
  const stylesheets = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map((match) =>
    resolveAsset(match[1] ?? '', null),
  );
  if (entries.length === 0) throw new Error('no <script type="module" src> in dist/index.html');

  const entryClosure = staticClosure([...entries, ...preloads]);
  const routeChunks = [...new Set([...entryClosure].flatMap((file) => readChunk(file).dynamicImports))];
  const landingChunks = routeChunks.filter((file) => chunkName(file) === 'landing');
  if (landingChunks.length !== 1) {
    throw new Error(
      `expected one dynamic import named landing-*.js from the entry, found ${landingChunks.length}: ${routeChunks.join(', ')}`,
    );
  }
  const landingChunk = landingChunks[0] ?? '';
  const landingTranslations = readdirSync(path.join(dist, 'assets'))
    .filter((name) => /^locale-en-(common|landing)-[\w-]{8}\.js$/.test(name))
    .map((name) => `assets/${name}`);
  const landingFiles = staticClosure([...entryClosure, landingChunk, ...landingTranslations]);
  const landingGzip = sum(landingFiles, 'gzip');

  const allChunks = readdirSync(path.join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => readChunk(`assets/${name}`));

  // Route chunks: the entry's dynamic imports. Cost = the chunk's static closure minus what the entry loaded.
  const routes = routeChunks.map((file) => {
    const extra = [...staticClosure([file])].filter((dependency) => !entryClosure.has(dependency));
    return { file, own: readChunk(file).gzip, total: sum(extra, 'gzip'), extraFiles: extra.length };
  });
  const largestOwn = routes.reduce((best, route) => (route.own > best.own ? route : best));
  const largestTotal = routes.reduce((best, route) => (route.total > best.total ? route : best));

  console.log(`Web bundle (apps/web/dist), gzip level 9\n`);
  const status = kb(landingGzip) <= LANDING_TARGET_KB ? 'OK' : 'MISSED';
  console.log(
    `Landing page (/) JavaScript: ${formatKb(landingGzip)} gzip in ${landingFiles.size} files (target ≤ ${LANDING_TARGET_KB} KB) … ${status}`,
  );
  for (const file of [...landingFiles].sort((a, b) => readChunk(b).gzip - readChunk(a).gzip)) {
    const role = entries.includes(file)
      ? 'entry'
      : preloads.includes(file)
        ? 'modulepreload'
        : file === landingChunk
          ? 'landing route'
          : landingTranslations.includes(file)
            ? 'translations, English'
            : 'static import';
    console.log(`  ${formatKb(readChunk(file).gzip).padStart(9)}  ${file}  (${role})`);
  }
  for (const file of stylesheets) {
    const bytes = readFileSync(path.join(dist, file));
    console.log(
      `  plus CSS ${file}: ${formatKb(gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length)} gzip (not counted above)`,
    );
  }
  console.log(
    `\nLargest route chunk (own size): ${chunkName(largestOwn.file)} (${largestOwn.file}) ${formatKb(largestOwn.own)} gzip`,
  );
  console.log(
    `Largest route by what it adds to the entry: ${chunkName(largestTotal.file)} ${formatKb(largestTotal.total)} gzip in ${largestTotal.extraFiles} files`,
  );

  console.log('\nRoute chunks (lazy screens):');
  console.log(`  ${'route'.padEnd(18)}${'own gzip'.padStart(11)}${'adds (gzip)'.padStart(14)}  files`);
  for (const route of [...routes].sort((a, b) => b.total - a.total)) {
    console.log(
      `  ${chunkName(route.file).padEnd(18)}${formatKb(route.own).padStart(11)}${formatKb(route.total).padStart(14)}  ${route.extraFiles}`,
    );
  }

  console.log(
    `\nAll chunks (${allChunks.length}, ${formatKb(
      sum(
        allChunks.map((chunk) => chunk.file),
        'gzip',
      ),
    )} gzip, ${formatKb(
      sum(
        allChunks.map((chunk) => chunk.file),
        'raw',
      ),
    )} raw):`,
  );
  console.log(`  ${'file'.padEnd(42)}${'raw'.padStart(11)}${'gzip'.padStart(11)}  loaded on /`);
  for (const chunk of [...allChunks].sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `  ${chunk.file.padEnd(42)}${formatKb(chunk.raw).padStart(11)}${formatKb(chunk.gzip).padStart(11)}  ${landingFiles.has(chunk.file) ? 'yes' : ''}`,
    );
  }
}

try {
  main();
} catch (error) {
  console.error(`bundle-size: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
