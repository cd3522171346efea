// ESLint over the whole repository (issue 22 item 4): @eslint/js recommended, typescript-eslint's type-aware
// recommended set, react-hooks for the web. Run by `npm run lint` and by `npm test` (scripts/lint.test.mjs proves
// the rules fire). Held at zero errors and zero warnings; every rule turned down below says why. The no-unsafe-*
// family is on for all TypeScript but the server's API tests (untyped JSON is parsed with the contract's schemas
// or narrowed from unknown where it enters). Left off: no-unsafe-* in the server's API tests and the plain-JS
// scripts, require-await, unbound-method, no-base-to-string and the React Compiler checks of react-hooks.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

// The web's "one way" for each thing (issue 22 item 3; docs/ARCHITECTURE.md, Web app). ESLint keeps one value per
// rule and file, so each block below names every selector that applies to its files.
const instantFromText = "NewExpression[callee.name='Date'][arguments.length>0]";
const timestampWays = [
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
    message:
      "Instants are formatted once, in the domain's formatTurkishDateTime / formatTurkishInstantDate (Istanbul).",
  },
  {
    selector: `CallExpression[callee.name=/^(toIstanbulDate|istanbulToday)$/] > ${instantFromText}`,
    message: "An instant from the API is shown with the domain's formatTurkishInstantDate, not composed by hand.",
  },
];
const rawControls = [
  {
    selector: "JSXOpeningElement[name.name='select']",
    message: 'A select goes through ui/Field SelectField (label, error and hint wired).',
  },
  {
    selector:
      "JSXOpeningElement[name.name='input'] > JSXAttribute[name.name='type'][value.value=/^(checkbox|search)$/]",
    message: 'A checkbox goes through ui/CheckboxField, a search box through ui/Field SearchField.',
  },
];
const localeFormatting = ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
  property,
  message:
    "Depends on the browser's zone and locale: instants through formatTurkishDateTime / formatTurkishInstantDate, " +
    "numbers through the domain's display/numbers.",
}));
// Column maps of the builder (`select({ organizationId: t.organizationId })`, `values({ … })`) are not scopes.
const notBuilderColumns =
  ':not(CallExpression[callee.property.name=/^(select|selectDistinct|values|set|execute)$/] ObjectExpression)';
const scopeMessage =
  'A tenant scope comes from tenantScope(request), scopeOfOrganization(…) or preparedScope (platform/tenant-scope.ts), never an object written inline.';
// The server's one clock (issue 22 item 3, docs/decisions/014-one-clock.md): a request reads it once (request.now),
// a worker once per pass, a CLI or the demo seeding once at its entry, all through platform/clock.ts; the rest
// takes `now` as a parameter. A duration is measured with performance.now(), which these selectors leave alone.
const clockMessage =
  "The clock is read once, by request.now or the worker's tick, and passed in (docs/decisions/014-one-clock.md).";
const oneClockRules = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: clockMessage },
  {
    selector: "MemberExpression[object.name='Date'][property.name='now']",
    message: `${clockMessage} A duration is measured with performance.now().`,
  },
];
const tenantScopeRules = [
  {
    selector: `ObjectExpression[properties.length=1]${notBuilderColumns} > Property[key.name='organizationId']`,
    message: scopeMessage,
  },
  {
    selector: `ObjectExpression:has(> Property[key.name='organizationName']):has(> Property[key.name='subdomain'])${notBuilderColumns} > Property[key.name='organizationId']`,
    message: scopeMessage,
  },
  {
    selector:
      "CallExpression[callee.name='eq'] > MemberExpression[object.name='scope'][property.name='organizationId']",
    message: 'Filter tenant rows with inTenant(scope, table, …) (platform/tenant-scope.ts).',
  },
];

/** The no-unsafe-* family (untyped `any` flowing into typed code), at one severity. */
const noUnsafe = (severity) =>
  Object.fromEntries(
    ['argument', 'assignment', 'call', 'member-access', 'return'].map((rule) => [
      `@typescript-eslint/no-unsafe-${rule}`,
      severity,
    ]),
  );

/**
 * Issue 26: the web formats dates, numbers, money and lengths in the page's language through platform/format-*.ts,
 * which pick the domain's Turkish or the installed English formatter when called. Called directly, these would write Turkish on
 * an English page (the server keeps using them).
 */
const turkishFormatters = {
  name: '@paydos/domain',
  importNames: [
    'formatTurkishDate',
    'formatTurkishDateWithWeekday',
    'formatTurkishDateTime',
    'formatTurkishInstantDate',
    'formatCount',
    'formatOneDecimal',
    'formatUpToOneDecimal',
    'formatLira',
    'formatDays',
    'formatDuration',
    'formatMinutesAsDays',
    'formatTenure',
    'formatServiceLength',
    'formatDateList',
    'formatDates',
    'leaveLengthText',
    'daysAndHoursText',
    'TURKISH_MONTH_NAMES',
    'TURKISH_WEEKDAY_NAMES',
    'TURKISH_WEEKDAY_ABBREVIATIONS',
  ],
  message:
    "Format through platform/format-dates.ts, format-numbers.ts or format-lengths.ts (formatDate, formatLira, MONTH_NAMES, …): they write the page's language, these write Turkish only.",
};

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.test-data/**',
      'test-results/**',
      'bench/results/**',
      'packages/server/drizzle/**',
      // Deliberately bad imports that prove the boundary rules fire (scripts/boundaries.test.mjs); not in any tsconfig.
      'scripts/fixtures/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Each file is typed by its nearest tsconfig.json (packages/*, the root's for e2e and bench,
        // scripts/tsconfig.json for the .mjs scripts); the root config files use a default project.
        projectService: { allowDefaultProject: ['*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // The must-haves (already errors in recommendedTypeChecked, named here so a preset change cannot drop them).
      '@typescript-eslint/no-floating-promises': 'error',
      // WHY allow `typeof import('x')` in annotations: vi.mock's importOriginal<typeof import('./m')>() is Vitest's idiom.
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      // WHY off: its 9 findings are String(value ?? '') on header and body values typed unknown, where turning
      // whatever arrived into a string is the intent; restrict-template-expressions still guards templates.
      '@typescript-eslint/no-base-to-string': 'off',
      // WHY: `const { secret: _secret, ...rest } = row` drops a field on purpose; the underscore says so.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // WHY: React ignores an event handler's return value, and react-hook-form's handleSubmit returns a
      // promise that catches its own errors; promises passed where a void callback is expected elsewhere stay errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // WHY off: 37 async functions that fulfil an async contract without awaiting (Fastify handlers and
      // hooks, test fakes of async ports); making them sync would change their signatures for no gain.
      '@typescript-eslint/require-await': 'off',
      // WHY off: the hooks' and test helpers' objects declare their functions in method syntax but hold
      // arrow functions (`const { signIn } = useAuth()`); the rule cannot see that and flags every destructure.
      '@typescript-eslint/unbound-method': 'off',
      // Untyped JSON is typed where it enters: the contract's schemas parse it (or `unknown` is narrowed).
      ...noUnsafe('error'),
    },
  },
  {
    // WHY off for the server's API tests only: 1,212 findings in 72 files, nearly all `response.json()` of
    // light-my-request (typed `any`) read field by field in assertions; a wrong field fails the test anyway.
    // Their helpers (packages/server/test, the *-fixture.ts files) parse with the contract and stay checked.
    files: ['packages/server/src/**/*.test.ts'],
    rules: noUnsafe('off'),
  },
  {
    // WHY off for the plain-JavaScript scripts and their tests: checkJs is off, so every untyped parameter and
    // JSON.parse is `any` by the language (245 findings: 114 in 7 scripts, 131 in 8 tests), and a JSDoc cast
    // is invisible to these rules (they read the expression inside it).
    files: ['**/*.mjs'],
    rules: noUnsafe('off'),
  },
  {
    // One way for each thing in the server's features (issue 22 item 3; docs/decisions/009 and 013).
    files: ['packages/server/src/features/**/*.ts'],
    // schemas.ts hold request shapes (an `organizationId` query field is input, not a scope); tests build rows by hand.
    ignores: ['**/*.test.ts', '**/schemas.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...tenantScopeRules, ...oneClockRules],
    },
  },
  {
    // The one clock in the rest of the server (features have it in the block above, with the tenant rules).
    files: ['packages/server/src/**/*.ts'],
    // WHY the exceptions: platform/clock.ts is where the clock is read; cli/ are entry points (they may time
    // themselves); tests choose their own instants.
    ignores: [
      '**/*.test.ts',
      'packages/server/src/features/**',
      'packages/server/src/platform/clock.ts',
      'packages/server/src/cli/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...oneClockRules] },
  },
  {
    // Plain Node scripts: tsc does not check them, so no-undef needs Node's globals named.
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', performance: 'readonly' } },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // WHY error: a missing dependency is a stale-value bug; the five deliberate exceptions say why inline.
      'react-hooks/exhaustive-deps': 'error',
      // WHY off: these are React Compiler checks (plugin v7's recommended set) and Paydos does not compile with
      // it. Their 27 findings (set-state-in-effect 9, incompatible-library 8, refs 5, immutability 3, purity 2)
      // are working patterns without the compiler; each fix changes render behaviour and needs a browser check.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/incompatible-library': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/immutability': 'off',
      'react-hooks/purity': 'off',
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/calendar/istanbul-date.ts', 'packages/domain/src/calendar/turkish-date-format.ts'],
    rules: {
      'no-restricted-properties': ['error', ...localeFormatting],
      'no-restricted-syntax': ['error', timestampWays[0]],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...timestampWays] },
  },
  {
    files: ['packages/web/src/**/*.tsx'],
    // WHY: ui/ is where the raw controls live.
    ignores: ['packages/web/src/ui/**'],
    rules: { 'no-restricted-syntax': ['error', ...timestampWays, ...rawControls] },
  },
  {
    files: ['packages/web/src/**/*.ts'],
    // WHY: the modules that pick the page language's formatter.
    ignores: ['packages/web/src/platform/format-*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [turkishFormatters] }] },
  },
  {
    files: ['packages/web/src/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // WHY here too: a later block's options replace an earlier block's for the same rule.
          paths: [turkishFormatters],
          patterns: [
            {
              group: ['**/platform/api'],
              importNames: ['api', 'uploadWithProgress', 'downloadFile'],
              message: "A component calls the server through its feature's api.ts hooks (useQuery/useMutation).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/src/messages/*.ts', 'packages/web/src/platform/messages/*.ts'],
    // WHY: a message object's `as Record<string, string>` widens it so that any code indexes it; inside
    // catalogue()'s generic argument the rule takes the widening for a no-op and its fix breaks the callers' types.
    rules: { '@typescript-eslint/no-unnecessary-type-assertion': 'off' },
  },
);
