import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['.emu/**', '**/node_modules/**', '**/dist/**', 'functions/lib/**', 'emulators/.cache/**', 'tests/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features never reach into each other; shared code lives in lib/ and components/.
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*/*'], message: 'Import another feature only through app/ routes.' }] }],
    },
  },
  {
    files: ['web/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['functions/src/shared/**/*.ts'],
    rules: {
      // Shared code runs in the browser too: no Firebase, no Node.
      'no-restricted-imports': ['error', { patterns: ['firebase-admin*', 'firebase-functions*', 'node:*', 'firebase/*'] }],
    },
  },
  {
    files: ['functions/src/domain/**/*.ts'],
    rules: {
      // Pure domain logic: no Firebase, so it unit-tests in milliseconds.
      'no-restricted-imports': ['error', { patterns: ['firebase-admin*', 'firebase-functions*'] }],
    },
  },
  {
    files: ['**/*.{mjs,cjs,js}', 'tests/**/*.ts', 'functions/src/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
