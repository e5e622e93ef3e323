import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const NO_DEFAULT_EXPORT = {
  selector: 'ExportDefaultDeclaration',
  message: 'Använd namngivna exporter.',
};
const ONLY_STOCK_MOVES = 'Lagersaldot ändras bara i api/services/stock/ (en rörelse per ändring).';
// A `.set(...)` whose chain starts at updateTable('inventory_items'), however many calls between.
const SET_ON_STOCK =
  "CallExpression[callee.property.name='set']:has(CallExpression[callee.property.name='updateTable'][arguments.0.value=/^inventory_items\\b/])";
const ONLY_STOCK_WRITES_QUANTITY = [
  // set({ quantity }), set((eb) => ({ quantity })), after where(...) or any other call.
  {
    selector: `${SET_ON_STOCK} > :not(MemberExpression) Property[key.name='quantity']`,
    message: ONLY_STOCK_MOVES,
  },
  // set('quantity', value)
  { selector: `${SET_ON_STOCK}[arguments.0.value='quantity']`, message: ONLY_STOCK_MOVES },
  {
    selector:
      "CallExpression[callee.property.name='insertInto'][arguments.0.value=/^inventory_items\\b/]",
    message: ONLY_STOCK_MOVES,
  },
  {
    selector: 'TemplateElement[value.raw=/(update|insert into)\\s+inventory_items/i]',
    message: ONLY_STOCK_MOVES,
  },
];
// Services decide; the web layer translates. Neither its folders nor its framework reach them.
const SERVICES_BELOW_HTTP = [
  {
    group: ['**/http/**', '**/routes/**'],
    message: 'Tjänster beslutar; de importerar inte api/http/ eller api/routes/.',
  },
  {
    group: ['hono', 'hono/*', '@hono/*'],
    message: 'Tjänster känner inte webbramverket: en status heter ErrorStatus (api/errors.ts).',
  },
];
const NO_SERVICES = {
  group: ['**/services/**'],
  message: 'En migrering är fryst historia: kopiera hjälpen den behöver hit i stället.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.test-server/**',
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
    // Every quantity change is a movement in the ledger, written by the stock-moves module. The
    // benchmarks and scripts build their data through the same rule (the dataset writes movements).
    files: ['api/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    ignores: ['api/services/stock/**', 'api/db/migrations/**', '**/*.test.ts', 'api/test/**'],
    rules: { 'no-restricted-syntax': ['error', NO_DEFAULT_EXPORT, ...ONLY_STOCK_WRITES_QUANTITY] },
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
          patterns: [...SERVICES_BELOW_HTTP],
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
          patterns: [
            { group: ['node:*'], message: 'shared/ körs överallt: inga node:-moduler.' },
            {
              group: ['**/api/**', '**/renderer/**', '**/electron/**'],
              message: 'shared/ är botten: den importerar inte api/, renderer/ eller electron/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one writer of stock is the ground floor the domains book through. It writes the audit,
    // and keeps the recall matches and the warnings true in the same transaction; nothing else.
    files: ['api/services/stock/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^\\.\\./(?!audit/|recalls/match-stock\\.ts|warnings/refresh-warnings\\.ts|\\.\\./)',
              message:
                'api/services/stock/ är grunden: bland tjänsterna importerar den bara audit/ och sina två följder i samma transaktion, recalls/match-stock.ts och warnings/refresh-warnings.ts.',
            },
            ...SERVICES_BELOW_HTTP,
          ],
        },
      ],
    },
  },
  {
    // What a user downloads is written the same way whatever it holds: files/ knows no domain.
    files: ['api/files/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/services/**', '**/routes/**', '**/http/**', '**/db/**'],
              message:
                'api/files/ skriver filer; den importerar inga tjänster, rutter eller databas.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/db/migrations/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SERVICES] }] },
  },
  {
    files: ['electron/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/renderer/**'],
              message: 'Kioskens huvudprocess importerar inte renderer/: de talar över bryggan.',
            },
          ],
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
