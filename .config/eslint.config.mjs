// @ts-check
// `npm run lint` (ESLint here, Prettier for layout): TypeScript, React islands, Astro components,
// and the accessibility rules of jsx-a11y on both. The file lives in .config/ so that the project's
// top level stays as agreed; `npm run lint` names it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'bench/**', 'node_modules/**', '.astro/**', 'content/**', 'tests/fixtures/**', 'public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // `_`-prefixed names are deliberately unused (a parameter kept for its position).
      // Control characters are matched on purpose: queries, paths and hostile input are cleaned of them.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Props are typed with TypeScript interfaces.
      'react/prop-types': 'off',
    },
  },
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-recommended'],
);
