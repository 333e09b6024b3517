// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = import.meta.dirname;
const featuresDir = path.join(root, 'src/features');

// One zone per feature folder: a feature may import shared code, never another feature.
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features never import each other; move shared code to src/components, src/lib or src/stores.',
}));

const boundaries = [
  ...featureZones,
  {
    target: './src/contract',
    from: './src',
    except: ['./contract'],
    message: 'src/contract is type-only or pure and imports nothing else from src.',
  },
  {
    target: ['./src/lib', './src/api', './src/realtime', './src/components', './src/stores'],
    from: ['./src/widgets', './src/features', './src/app'],
    message:
      'Imports run one way: contract <- lib <- stores <- realtime <- api/components <- widgets <- features <- app.',
  },
  {
    target: './src/widgets',
    from: ['./src/features', './src/app'],
    message:
      'Imports run one way: contract <- lib <- stores <- realtime <- api/components <- widgets <- features <- app.',
  },
  // Below api/: the realtime side and the stores call no backend. A hook that feeds the worker
  // from the backend is a widget (src/widgets/realtime); a store's backend calls are passed in.
  {
    target: './src/realtime',
    from: './src/api',
    message:
      'src/realtime calls no backend: a hook that feeds the worker from api/ is a widget (src/widgets/realtime).',
  },
  {
    target: './src/stores',
    from: ['./src/api', './src/realtime'],
    message:
      'Stores call no backend: the app passes the calls in (startSession(sessionCalls)); a fetch into a store is a widget.',
  },
  {
    target: './src/components',
    from: './src/api',
    message:
      'Shared components take data as props; a block that calls the backend is a widget (src/widgets).',
  },
  { target: './src/features', from: './src/app', message: 'Features never import the app shell.' },
  {
    target: ['./workers', './simulator'],
    from: './src',
    except: ['./contract', './lib'],
    message: 'workers/ and simulator/ import only src/contract and pure src/lib helpers.',
  },
];

// Resolves imports the way TypeScript and vite do (.ts/.tsx, the `@/` alias from tsconfig paths):
// without it no import resolves and the zones above never fire (tests/unit/lint proves they do).
const resolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json', '.node'],
  conditionNames: ['types', 'import', 'require', 'default'],
  tsconfig: { configFile: path.join(root, 'tsconfig.base.json') },
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'bench-results',
      'test-results',
      'playwright-report',
      'coverage',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [resolver] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries, basePath: root }],
      'import-x/no-unresolved': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  // The hooks rules (React Compiler analysis, a fifth of lint's time) where React code lives: the
  // console and the unit tests that render it, not the simulator, workers or browser tests.
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
