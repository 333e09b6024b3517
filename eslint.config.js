// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

// One zone per feature folder: a feature may import shared code, never another feature.
const features = fs.existsSync('src/features')
  ? fs
      .readdirSync('src/features', { withFileTypes: true })
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
    from: ['./src/features', './src/app'],
    message: 'Imports run one way: contract <- lib/api/realtime/components <- features <- app.',
  },
  { target: './src/features', from: './src/app', message: 'Features never import the app shell.' },
  {
    target: ['./workers', './simulator'],
    from: './src',
    except: ['./contract', './lib'],
    message: 'workers/ and simulator/ import only src/contract and pure src/lib helpers.',
  },
];

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
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
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
