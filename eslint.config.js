// ESLint: the recommended rules of ESLint and typescript-eslint, the rules of hooks, and Prettier for the layout.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const BROWSER_BOXES = ['confirm', 'alert', 'prompt'];
const BOXES_MESSAGE = "La boîte du navigateur n'est pas celle de la console : useConfirm (schema-adapters/shared) pose la question.";

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', '.ci-results/**', '**/*.generated.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // Refusing control characters (NUL, unsafe URL schemes) is what several checks are for.
      'no-control-regex': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  // The browser's own boxes are not the console's (issue 19): its screens ask through useConfirm (schema-adapters/shared).
  {
    files: ['src/**', 'custom-pages/**', 'schema-adapters/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...BROWSER_BOXES.map((name) => ({ name, message: BOXES_MESSAGE }))],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) => BROWSER_BOXES.map((property) => ({ object, property, message: BOXES_MESSAGE }))),
      ],
    },
  },
  // Tests read JSON answers of the API whose shapes they assert on.
  { files: ['tests/**', '**/*.test.{ts,tsx}'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  prettier,
);
