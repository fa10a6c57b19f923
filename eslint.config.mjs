import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The frontends that are apps (the host shell and the remotes), each `src/{app,features,lib}`. */
const APPS = 'frontends/(shell|member|club-admin|system-admin)';

/**
 * The folders of backend/src in dependency order, lowest first (ARCHITECTURE.md part three): a
 * folder imports only folders of its own rank or below, so a route that spans two features lives
 * in the higher one. The top-level files (main.ts, app.module.ts, entities.ts, ...) stand above
 * every rank. A new folder takes its place here in the commit that adds it: until then its files
 * fail lint (boundaries/no-unknown-files). Folders named before they exist are the next
 * features' places.
 */
const BACKEND_LAYERS = [
  ['config', 'database'], // the environment; data source options and migrations
  ['common', 'workers'], // tenancy, sessions, errors, HTTP, SQL and Redis helpers; the thread pool
  ['observability'], // logs and metrics (the mail pipeline counts its jobs)
  ['frontends'], // serving the built frontends
  ['users'],
  ['levels'],
  ['clubs'],
  ['mail'], // the mail pipeline, below auth: a login link leaves through it
  ['auth'],
  ['me'],
  ['health'], // reports the mail queue
  ['notifications'],
  ['events'],
  ['signups'],
  ['participants'], // who's coming: reads an event's sign-ups
  ['series'],
  ['attendance'], // what became of a person's place; the data export reads it
  ['data-rights'], // leaving a club cancels sign-ups and ends standing sign-ups; staff removal leaves the same way
  ['club-users'], // removing a member ends their sign-ups and standing sign-ups
  ['join-requests'], // asking to join a club; approval makes the membership
  ['system-admin'], // a system user's form shares the club user's fields
  ['draws'],
  ['clubhouse'], // the kiosk view: an event's draw and check-in QR without a session
  ['messages'],
  ['members'],
  ['calendar', 'push', 'share'],
  ['demo'], // the demo seed
];
const backendType = (folder) => `backend:${folder}`;
/** The category of the top-level files (a file category: they are files, not a folder). */
const BACKEND_TOP = 'backend:top';

/** One element per backend folder. */
const backendElements = BACKEND_LAYERS.flat().map((folder) => ({
  type: backendType(folder),
  pattern: `backend/src/${folder}`,
  partialMatch: false,
}));

/** Per folder: no folder of a higher rank, and no top-level file. */
const backendPolicies = BACKEND_LAYERS.flatMap((rank, i) =>
  rank.map((folder) => ({
    from: { element: { type: backendType(folder) } },
    disallow: {
      to: [
        {
          element: {
            types: {
              anyOf: BACKEND_LAYERS.slice(i + 1)
                .flat()
                .map(backendType),
            },
          },
        },
        { file: { categories: BACKEND_TOP } },
      ],
    },
  })),
);

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
        ...backendElements,
      ],
      'boundaries/files': [{ category: BACKEND_TOP, pattern: 'backend/src/*.ts' }],
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
            ...backendPolicies,
          ],
        },
      ],
    },
  },
  {
    // Every backend file belongs to a folder of BACKEND_LAYERS (or is a top-level file).
    files: ['backend/src/**/*.ts'],
    rules: { 'boundaries/no-unknown-files': 'error' },
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
