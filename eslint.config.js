import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const NO_DEFAULT_EXPORT = {
  selector: 'ExportDefaultDeclaration',
  message: 'Använd namngivna exporter.',
};
const ONLY_STOCK_MOVES = 'Lagersaldot ändras bara i api/services/stock/ (en rörelse per ändring).';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'test-results-screens/**',
      'playwright-report/**',
      // Generated from the OpenAPI document (npm run generate:api-types); its test checks it.
      'renderer/api-client/api-types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-assertions': [
        'error',
        { assertionStyle: 'as', objectLiteralTypeAssertions: 'never' },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', NO_DEFAULT_EXPORT],
    },
  },
  {
    // Every quantity change is a movement in the ledger, written by the stock-moves module.
    files: ['api/**/*.ts'],
    ignores: ['api/services/stock/**', 'api/db/migrations/**', '**/*.test.ts', 'api/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_DEFAULT_EXPORT,
        {
          selector:
            "CallExpression[callee.property.name='set'][callee.object.callee.property.name='updateTable'] Property[key.name='quantity']",
          message: ONLY_STOCK_MOVES,
        },
        {
          selector:
            "CallExpression[callee.property.name='insertInto'][arguments.0.value='inventory_items']",
          message: ONLY_STOCK_MOVES,
        },
        {
          selector: 'TemplateElement[value.raw=/(update|insert into)\\s+inventory_items/i]',
          message: ONLY_STOCK_MOVES,
        },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/**', 'electron'],
              message: 'renderer får inte importera api/ eller electron.',
            },
          ],
        },
      ],
    },
  },
  {
    // A renderer test may start the real API to call (renderer/api-client/transport.test.ts).
    files: ['renderer/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['api/services/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      // Domain code narrows with schemas, guards and `satisfies`, never with `as`.
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/**', '**/routes/**'],
              message: 'Tjänster beslutar; de importerar inte api/http/ eller api/routes/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['node:*'], message: 'shared/ körs överallt: inga node:-moduler.' }],
        },
      ],
    },
  },
  {
    files: ['*.config.{ts,js}', 'e2e/playwright.config.ts', 'playwright.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Tests read JSON answers loosely; the API validates its own shapes.
    files: ['**/*.test.ts', 'api/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**/*.mjs', 'eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
