import { readdirSync } from 'node:fs';
import noLiteralText from './scripts/eslint-no-literal-text.mjs';
// ESLint for the whole monorepo: TypeScript rules everywhere, React hooks rules in the web app.
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The web app's feature folders (web/src/features/*), each closed to the others.
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '.cache/**',
      '.emulator-data/**',
      'artifacts/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Imports flow one way: app -> features -> shared (lib, components, model). A feature never
    // imports app/ or another feature; what two features share moves down into lib/ or model/.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature: move the shared piece to lib/.',
            })),
            {
              target: './web/src/features',
              from: './web/src/app',
              message: 'Features do not import the app shell: move the piece to lib/.',
            },
            {
              target: ['./web/src/lib', './web/src/components'],
              from: ['./web/src/features', './web/src/app'],
              message: 'Shared code does not import features or the app shell.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every visible text comes from a catalog (web/src/lib/i18n/), so it exists in every language.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [
      'web/src/**/*.test.{ts,tsx}',
      'web/src/**/testing/**',
      'web/src/**/messages.ts',
      'web/src/**/messages.hi.ts',
      'web/src/lib/i18n/catalogs/**',
      // Sample students for unit tests, not texts of the app.
      'web/src/**/fixtures.ts',
      'web/src/**/*-fixture.ts',
    ],
    plugins: { village: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'village/no-literal-text': 'error' },
  },
);
