// The lint step of npm test really fires: bad code given as text (no fixture file for the main run to trip on),
// linted through the repository's own eslint.config.mjs with type information from the server's tsconfig.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
// Not on disk, so no tsconfig lists it: the one override types it with the server's compiler options.
const fixture = 'packages/server/src/lint-fixture.ts';
const filePath = path.join(root, fixture);
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: [fixture], defaultProject: 'packages/server/tsconfig.json' },
      },
    },
  },
});

const rulesHit = async (code) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId);
};

// The first lint builds the TypeScript program: seconds, on a busy machine more.
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
