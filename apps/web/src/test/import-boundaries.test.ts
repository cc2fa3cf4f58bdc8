import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../../../..');

// The repository's own eslint.config.js, without type information: the boundary rule reads import texts only, and
// the virtual files below belong to no TypeScript program.
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: tseslint.configs.disableTypeChecked });

/** The boundary errors ESLint reports for one import in a file that does not exist on disk. */
async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const code = `import { thing } from '${source}';\nexport const value = thing;\n`;
  const results = await eslint.lintText(code, { filePath: resolve(repoRoot, 'apps/web/src', file) });
  return results
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('import boundaries (eslint.config.js)', () => {
  it('stops a feature importing another feature, by alias or by a relative path', async () => {
    expect(await boundaryErrors('features/chat/components/probe.tsx', '@/features/review/passage')).toEqual([
      expect.stringContaining('Features do not import each other'),
    ]);
    expect(await boundaryErrors('features/chat/components/probe.tsx', '../../review/passage')).toEqual([
      expect.stringContaining('leaves features/chat'),
    ]);
    expect(await boundaryErrors('features/chat/probe.ts', '../review/passage')).toEqual([
      expect.stringContaining('leaves features/chat'),
    ]);
  });

  it('lets a feature import itself and the shared folders', async () => {
    expect(await boundaryErrors('features/chat/components/probe.tsx', '../api/chat-api')).toEqual([]);
    expect(await boundaryErrors('features/chat/components/probe.tsx', '@/features/chat/api/chat-api')).toEqual([]);
    expect(await boundaryErrors('features/chat/probe.ts', './api/chat-api')).toEqual([]);
    expect(await boundaryErrors('features/chat/components/probe.tsx', '@/lib/query-keys')).toEqual([]);
  });

  it('keeps features and shared folders away from app/, and shared folders away from features', async () => {
    expect(await boundaryErrors('features/review/components/probe.tsx', '@/app/router')).toEqual([
      expect.stringContaining('Only app/ composes'),
    ]);
    expect(await boundaryErrors('lib/probe.ts', '@/app/router')).toEqual([expect.stringContaining('Only app/')]);
    expect(await boundaryErrors('components/ui/probe.tsx', '@/features/chat/api/chat-api')).toEqual([
      expect.stringContaining('Shared code does not import features'),
    ]);
    expect(await boundaryErrors('lib/probe.ts', '../features/chat/api/chat-api')).toEqual([
      expect.stringContaining('Shared code does not import features'),
    ]);
  });

  it('lets the route screens in app/ compose features', async () => {
    expect(await boundaryErrors('app/routes/probe.tsx', '@/features/review/passage')).toEqual([]);
  });
});
