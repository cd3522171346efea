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
