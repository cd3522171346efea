// The lint step of npm test really fires: bad code given as text (no fixture file for the main run to trip on),
// linted through the repository's own eslint.config.mjs with type information (scripts/lint-fixtures.tsconfig.json).
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
// Not on disk, so no tsconfig.json lists them: all are typed by the one default project, scripts/lint-fixtures.tsconfig.json.
const serverFile = 'packages/server/src/lint-fixture.ts';
const serverFeature = 'packages/server/src/features/lint-fixture/lint-fixture.ts';
const webComponent = 'packages/web/src/features/lint-fixture/LintFixture.tsx';
const webFeatureApi = 'packages/web/src/features/lint-fixture/api.ts';
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [serverFile, serverFeature, webComponent, webFeatureApi],
          defaultProject: 'scripts/lint-fixtures.tsconfig.json',
        },
      },
    },
  },
});

// An import line of fixture code: its path is relative to the virtual file, so it is composed here rather than
// written out, where scripts/repository-paths.mjs would read it as an import of this file.
const importLine = (names, specifier) => `import ${names} from '${specifier}';\n`;

/** The rules `code` breaks, linted as if it were the file at `virtualPath` (relative to the repository). */
const rulesHit = async (code, virtualPath = serverFile) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, virtualPath) });
  return result.messages.map((message) => message.ruleId);
};

/** `bad` breaks `rule`; `good`, the same done the repository's way, breaks nothing. */
const expectRule = async (rule, virtualPath, { bad, good }) => {
  expect(await rulesHit(bad, virtualPath)).toContain(rule);
  expect(await rulesHit(good, virtualPath)).toEqual([]);
};

// The first lint builds the TypeScript program: seconds, on a busy machine more.
describe("lint (issue 22 items 3 and 4): the repository's own rules fire", { timeout: 180_000 }, () => {
  it('no-restricted-syntax (server tenant scope): an inline { organizationId } scope object in a features file is an error', async () => {
    await expectRule('no-restricted-syntax', serverFeature, {
      bad: 'export const scopeOf = (organizationId: string) => ({ organizationId });\n',
      good:
        importLine('{ scopeOfOrganization }', '../../platform/tenant-scope') +
        'export const scopeOf = (organizationId: string) => scopeOfOrganization(organizationId);\n',
    });
  });

  it('no-restricted-syntax (server tenant scope): eq(scope.organizationId, …) instead of inTenant is an error', async () => {
    const imports =
      importLine('{ eq }', 'drizzle-orm') +
      importLine('{ users }', '../../db/schema') +
      importLine('{ inTenant, type TenantScope }', '../../platform/tenant-scope');
    const person = 'export const person = (scope: TenantScope, id: string) =>';
    await expectRule('no-restricted-syntax', serverFeature, {
      bad: `${imports}${person} [eq(users.organizationId, scope.organizationId), eq(users.id, id)];\n`,
      good: `${imports}${person} inTenant(scope, users, eq(users.id, id));\n`,
    });
  });

  it('no-restricted-syntax (web raw controls): a raw <select> in a feature component is an error', async () => {
    const yearPicker = (tag, labelAttribute) =>
      `export const Year = () => (\n  <${tag} ${labelAttribute}="Yıl">\n    <option>2026</option>\n  </${tag}>\n);\n`;
    await expectRule('no-restricted-syntax', webComponent, {
      bad: yearPicker('select', 'aria-label'),
      good: importLine('{ SelectField }', '../../ui/Field') + yearPicker('SelectField', 'label'),
    });
  });

  it("no-restricted-imports (web): a component importing api from platform/api is an error; the feature's api.ts may", async () => {
    const code =
      importLine('{ api }', '../../platform/api') +
      "export const load = () => api<{ count: number }>('/leaves/pending-count');\n";
    expect(await rulesHit(code, webComponent)).toContain('no-restricted-imports');
    expect(await rulesHit(code, webFeatureApi)).toEqual([]);
  });

  it('no-restricted-syntax and no-restricted-properties (web): Intl.DateTimeFormat and toLocaleDateString are errors', async () => {
    const good =
      importLine('{ formatInstantDate }', '../../platform/format-dates') +
      'export const shown = (at: Date) => formatInstantDate(at);\n';
    await expectRule('no-restricted-syntax', webFeatureApi, {
      bad: "export const shown = (at: Date) => new Intl.DateTimeFormat('tr-TR').format(at);\n",
      good,
    });
    await expectRule('no-restricted-properties', webFeatureApi, {
      bad: 'export const shown = (at: Date) => at.toLocaleDateString();\n',
      good,
    });
  });

  it("no-unsafe-member-access: untyped JSON read field by field is an error; the contract's parse types it", async () => {
    await expectRule('@typescript-eslint/no-unsafe-member-access', serverFile, {
      bad: 'export const tokenOf = (body: string): string => JSON.parse(body).token;\n',
      good:
        importLine('{ loginResponse }', '@paydos/contract/auth') +
        'export const tokenOf = (body: string) => loginResponse.parse(JSON.parse(body)).token;\n',
    });
  });
});

describe('lint (issue 22 item 4): type-aware rules hold in npm test', { timeout: 60_000 }, () => {
  it('no-floating-promises: a promise neither awaited nor voided is an error', async () => {
    const code = 'const save = async (): Promise<void> => {};\nexport function run() {\n  save();\n}\n';
    expect(await rulesHit(code)).toContain('@typescript-eslint/no-floating-promises');
    expect(await rulesHit(code.replace('  save();', '  void save();'))).toEqual([]);
  });

  it('no-misused-promises: an async callback where a void one is expected is an error', async () => {
    const code = "import { EventEmitter } from 'node:events';\nnew EventEmitter().on('x', async () => {});\n";
    expect(await rulesHit(code)).toContain('@typescript-eslint/no-misused-promises');
  });

  it('consistent-type-imports and no-unused-vars are errors', async () => {
    const code =
      "import { FastifyInstance } from 'fastify';\nconst unused = 1;\nexport let app: FastifyInstance | undefined;\n";
    const hit = await rulesHit(code);
    expect(hit).toContain('@typescript-eslint/consistent-type-imports');
    expect(hit).toContain('@typescript-eslint/no-unused-vars');
  });
});

describe('the one clock (issue 22 item 3)', { timeout: 60_000 }, () => {
  // Real files of the server (so its tsconfig types them), linted as the text given here.
  const featureFile = 'packages/server/src/features/billing/seats.ts';
  const platformFile = 'packages/server/src/platform/sessions.ts';
  const testFile = 'packages/server/src/features/billing/seats.test.ts';
  const originFile = 'packages/server/src/platform/clock.ts';
  const restricted = async (file, code) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    expect(result.messages.filter((m) => m.fatal)).toEqual([]);
    return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };
  const clockRead = 'export const stamp = () => ({ at: new Date(), ms: Date.now() });\n';

  it('new Date() and Date.now() in a feature or in platform/ are errors that point at decision 014', async () => {
    for (const file of [featureFile, platformFile]) {
      const messages = await restricted(file, clockRead);
      expect(messages, file).toHaveLength(2);
      for (const message of messages) expect(message).toContain('docs/decisions/014-one-clock.md');
    }
  });

  it('a feature keeps its tenant-scope rules beside the clock rule (one no-restricted-syntax array)', async () => {
    const code = 'export const scopeOf = (id: string) => ({ organizationId: id });\n' + clockRead;
    const messages = await restricted(featureFile, code);
    expect(messages.some((m) => m.includes('tenantScope(request)'))).toBe(true);
    expect(messages.filter((m) => m.includes('014-one-clock'))).toHaveLength(2);
  });

  it('an instant from a value, a duration by performance.now(), the origin and tests are allowed', async () => {
    const code =
      'export const later = (now: Date) => new Date(now.getTime() + 1000);\nexport const t = performance.now();\n';
    expect(await restricted(featureFile, code)).toEqual([]);
    expect(await restricted(originFile, 'export const systemClock = () => new Date();\n')).toEqual([]);
    expect(await restricted(testFile, clockRead)).toEqual([]);
  });
});
