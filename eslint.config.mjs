import js from '@eslint/js'
import globals from 'globals'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const relativeImport = {
  group: ['./*', '../*'],
  message: "Import the package's other modules by name: '@print-shop/shop-domain/<module>'.",
}

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '.cache',
      'public',
      'api/node_modules',
      'api/data',
      'test-results',
      'playwright-report',
      'src/gatsby-types.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: '18' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useTaskEffect$' }],
      ...jsxA11y.configs.recommended.rules,
      'react/prop-types': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Shared code must not reach into features: shared -> features -> pages.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/pages/*'],
              message: 'Pages import from components and features, not the other way.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The API is a Node service: no React rules there.
    files: ['api/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Workspace packages are plain TypeScript: no React rules. The shop domain's modules import each
    // other by the package name, which Node, webpack and jest all resolve; its rules run in the
    // browser too, so only its tests may use Node's modules.
    files: ['packages/**/*.ts'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
      'no-restricted-imports': ['error', { patterns: [relativeImport] }],
    },
  },
  {
    files: ['packages/**/*.ts'],
    ignores: ['packages/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            relativeImport,
            { group: ['node:*'], message: 'The shop domain runs in the browser too.' },
          ],
        },
      ],
    },
  },
)
