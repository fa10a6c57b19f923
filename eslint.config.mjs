import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The frontends that are apps (the host shell and the remotes), each `src/{app,features,lib}`. */
const APPS = 'frontends/(shell|member|club-admin|system-admin)';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '.nx/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: ['../../../*'] }],
    },
  },
  {
    // CommonJS config files (jest) and modules shared with jest (scripts/lib/product.cjs).
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // API tests read JSON bodies of any shape.
    files: ['**/test/**/*.ts', '**/*.spec.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['frontends/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Architecture boundaries (STYLE.md), checked on resolved files, so `@/…` aliases and relative
    // paths count alike. scripts/lint-boundaries.test.mjs proves each rule fails on a forbidden import.
    files: ['frontends/**/*.{ts,tsx}', 'backend/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: {
          project: ['frontends/*/tsconfig.json', 'backend/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        },
      },
      'boundaries/elements': [
        { type: 'feature', pattern: `${APPS}/src/features/*`, capture: ['app', 'feature'] },
        { type: 'app', pattern: `${APPS}/src/app`, capture: ['app'] },
        { type: 'lib', pattern: `${APPS}/src/lib`, capture: ['app'] },
        { type: 'root', pattern: `${APPS}/src`, capture: ['app'] },
        // What every app stands on (the core singleton, the UI kit, test support): no app's code.
        { type: 'shared', pattern: 'frontends/(core|ui|test-support)' },
        { type: 'backend-common', pattern: 'backend/src/common' },
        {
          type: 'backend-feature',
          pattern:
            'backend/src/(auth|clubs|club-users|events|signups|series|system-admin|mail|health|notifications|calendar|draws)',
          capture: ['module'],
        },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              // A feature imports only itself, lib/ and the shared packages: not another feature, not app/.
              from: { element: { type: 'feature' } },
              disallow: {
                to: [
                  { element: { type: 'app' } },
                  {
                    element: {
                      type: 'feature',
                      captured: { feature: '!{{ from.element.captured.feature }}' },
                    },
                  },
                ],
              },
            },
            {
              from: { element: { type: 'lib' } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'app'] } } } },
            },
            {
              // An app (the shell or a remote) never reaches into another app's folder.
              from: { element: { types: { anyOf: ['feature', 'app', 'lib', 'root'] } } },
              disallow: {
                to: {
                  element: {
                    types: { anyOf: ['feature', 'app', 'lib', 'root'] },
                    captured: { app: '!{{ from.element.captured.app }}' },
                  },
                },
              },
            },
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'app', 'lib', 'root'] } } } },
            },
            // backend/src/common is the floor every feature module stands on: it imports none of them.
            {
              from: { element: { type: 'backend-common' } },
              disallow: { to: { element: { type: 'backend-feature' } } },
            },
          ],
        },
      ],
    },
  },
  {
    // pure-rand 8 publishes only subpath exports, which node10 module resolution cannot type; the
    // draw's RNG references their declarations by path so every project compiling it sees them.
    files: ['libs/domain/src/draw/rng.ts'],
    rules: { '@typescript-eslint/triple-slash-reference': ['error', { path: 'always' }] },
  },
  {
    // The domain library is framework-free: backend and frontends both import it.
    files: ['libs/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@nestjs/*', 'typeorm', 'react', 'react-*', 'class-validator'] },
      ],
    },
  },
);
