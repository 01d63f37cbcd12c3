import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const here = path.dirname(fileURLToPath(import.meta.url));
const webFeatures = fs.readdirSync(path.join(here, 'apps/web/src/features'));

/**
 * Layers, checked by import-x/no-restricted-paths (paths from the repository root):
 * - a web feature never imports another feature (shared code moves to components/ or lib/);
 * - components/ and lib/ never import a feature;
 * - the web never imports the API, and contracts import no file outside packages/contracts (a
 *   package installed for it, zod, apart: which packages is the rule of the contracts block below);
 * - in the API, routes call services and services call repositories, never the other way, and a
 *   route module (`*.routes.ts`) never imports a repository (`*.repository.ts`).
 * docs/architecture.md states these; every "never imports" there is one of these rules or a test.
 */
const layerZones = [
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'A web feature must not import another feature: move shared code to components/ or lib/.',
  })),
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: './apps/web/src/features',
    message: 'Shared UI (components/) and helpers (lib/) never import a feature: features import them.',
  },
  { target: './apps/web', from: './apps/api', message: 'The web never imports the API.' },
  {
    target: './packages/contracts',
    from: '.',
    except: ['./packages/contracts', './node_modules'],
    message: 'contracts import no file outside packages/contracts.',
  },
  {
    target: './apps/api/src/modules/**/*.repository.ts',
    from: './apps/api/src/modules/**/*.{service,routes}.ts',
    message: 'Repositories are below services and routes.',
  },
  {
    target: './apps/api/src/modules/**/*.service.ts',
    from: './apps/api/src/modules/**/*.routes.ts',
    message: 'Services never import routes.',
  },
  {
    target: './apps/api/src/modules/**/*.routes.ts',
    from: './apps/api/src/modules/**/*.repository.ts',
    message: 'Route modules never import repositories: they call services.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/.bench-build/**',
      '**/node_modules/**',
      'data/**',
      '.test-results/**',
      'apps/api/src/db/migrations/**',
      'content/**',
      'apps/web/src/lib/api-schema.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/api/tsconfig.json', 'apps/web/tsconfig.json', 'packages/contracts/tsconfig.json'],
        }),
      ],
    },
    rules: {
      // No import cycle (import-x skips type-only imports; apps/api/src/architecture.test.ts covers those).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: here, zones: layerZones }],
    },
  },
  {
    // Plain scripts the browser loads as they are (apps/web/public).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // contracts' source imports only zod and its own files: no other package, no Node built-in
    // (`node:fs` or `fs`), no `@orioni/*`. Its tests may use vitest, fast-check and node:.
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod(?:/|$)|\\.\\.?/)', message: 'contracts imports only zod (and its own files).' }] },
      ],
    },
  },
  {
    // Services never see Fastify types (routes translate requests into plain arguments).
    files: ['apps/api/src/modules/**/*.service.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'fastify', message: 'Services never see Fastify types.' }] }] },
  },
  {
    // No function over 150 lines outside seed, bench and tests (issue 27 item 3): a page keeps its
    // state in a reducer or a route-driven hook, a service step in a planner and a writer.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'scripts/**/*.mjs'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.e2e.ts',
      'apps/api/src/seed/**',
      'apps/api/src/test/**',
      'apps/api/src/cli/bench-*.ts',
      'scripts/bench.mjs',
    ],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: false, skipComments: false, IIFEs: true }] },
  },
);
