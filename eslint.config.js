import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A web feature never imports another feature; shared code moves to components/ or lib/. */
const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: { cross: 'Feature "{{from}}" must not import feature "{{to}}": move shared code to components/ or lib/.' },
  },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    const own = /apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      // Features are imported through the @/ alias; a relative path climbing out of the feature is refused too.
      const to = /^@\/features\/([^/]+)/.exec(source)?.[1] ?? /^(?:\.\.\/){2,}features\/([^/]+)/.exec(source)?.[1];
      const escapes = /^(?:\.\.\/){2,}(?!\.\.)/.test(source) && /\/features\/[^/]+\/[^/]+\//.test(file) && !source.includes('/features/');
      if (
        (to && to !== own) ||
        (escapes && /^(?:\.\.\/){2}[^.]/.test(source) && !/^(\.\.\/){2}(components|hooks|api|routes)\b/.test(source))
      ) {
        context.report({ node, messageId: 'cross', data: { from: own, to: to ?? source } });
      }
    };
    return { ImportDeclaration: check, ImportExpression: check };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '.test-results/**',
      'apps/api/src/db/migrations/**',
      'content/**',
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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'local/feature-boundaries': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@orioni/api', '**/apps/api/**'], message: 'The web never imports the API.' }] },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@orioni/*', '**/apps/**'], message: 'contracts imports only zod.' }] }],
    },
  },
);
