// ESLint over the backend and the frontend: typescript-eslint's recommended rules, the rules of hooks, and no unused
// variables or imports. Formatting is Prettier's business, not ESLint's.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'frontend/src/api/schema.d.ts', 'frontend/public/**', '**/.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The two classic rules; the React Compiler's rules (v7's recommended set) would ask for rewrites of working effects.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Every text lives in a catalogue (frontend/src/i18n/<language>/): none written into JSX.
    files: ['frontend/src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['alt', 'aria-label', 'title', 'placeholder', 'label'] },
          // Element ids and the separators between values are no texts.
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              // A second namespace's t (tShared) and the forms' field(name), which looks its label up by name.
              't[A-Z]\\w*',
              'field',
              'translate',
              'require',
              'addEventListener',
              'removeEventListener',
              'includes',
              'startsWith',
              'endsWith',
              'id',
            ],
          },
          // react-admin's own message keys are no texts either.
          words: { exclude: ['^[\\s0-9!-/:-@[-`{-~·×–—…©]+$', '^(ra|resources)\\.[\\w.-]+$'] },
        },
      ],
    },
  },
);
