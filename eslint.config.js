// Type-aware lint for every TypeScript package: floating promises, unsafe `any` and unused code are errors.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The web app's import boundaries, as bulletproof-react draws them: shared folders (components, lib, hooks, i18n,
 * config, test) import neither features nor the app; a feature imports shared folders and itself, never another
 * feature and never the app; only `app/` composes features. ESLint's own `no-restricted-imports` stands in for
 * eslint-plugin-import's `no-restricted-paths` zones. It reads import texts, not resolved paths, so a feature's
 * relative imports are checked per folder depth: from `features/<f>/x/y.ts`, `../../` already leaves the feature.
 * A later block replaces an earlier block's options for the same rule, so each block lists every pattern it needs.
 */
const WEB_SRC = 'apps/web/src';
const SHARED_FOLDERS = ['components', 'config', 'hooks', 'i18n', 'lib', 'test'];
const FEATURES = readdirSync(new URL(`${WEB_SRC}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const MAX_FEATURE_DEPTH = 5;
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const noAppImport = {
  regex: '^@/app(/|$)',
  message: 'Only app/ composes the app: import from features, components, lib or hooks instead.',
};

function featureBoundaries(feature) {
  return Array.from({ length: MAX_FEATURE_DEPTH }, (_, index) => {
    const depth = index + 1;
    return {
      name: `web/feature-boundaries/${feature}/depth-${depth}`,
      files: [`${WEB_SRC}/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^@/features/(?!${escapeRegex(feature)}(/|$))`,
                message: `Features do not import each other: compose them in app/routes, or move what both need to components/, lib/ or hooks/.`,
              },
              {
                regex: `^(\\./)*(\\.\\./){${depth - 1}}\\.\\.(/|$)`,
                message: `This relative import leaves features/${feature}: import shared code through @/components, @/lib or @/hooks.`,
              },
              noAppImport,
            ],
          },
        ],
      },
    };
  });
}

const webBoundaries = [
  {
    name: 'web/shared-boundaries',
    files: SHARED_FOLDERS.map((folder) => `${WEB_SRC}/${folder}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.{1,2}/)+)features(/|$)',
              message: 'Shared code does not import features: pass what it needs in, or move it here.',
            },
            { ...noAppImport, regex: '^(@/|(\\.{1,2}/)+)app(/|$)' },
          ],
        },
      ],
    },
  },
  ...FEATURES.flatMap(featureBoundaries),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'e2e/screenshots/**',
      'e2e/test-results/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // One program per area, each including its tests (the build tsconfigs leave tests out).
        project: ['./tsconfig.check.json', './apps/web/tsconfig.json', './e2e/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/only-throw-error': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The rules of hooks and the React Compiler's checks, all as errors (`--max-warnings 0` makes its two warnings
    // fail too), but `refs`: virtual-text.tsx reads its cache of measured block heights while rendering.
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/refs': 'off',
    },
  },
  ...webBoundaries,
  {
    files: ['bench/**/*.ts', 'scripts/**/*.ts', 'apps/server/src/cli/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
