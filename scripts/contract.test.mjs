import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const webFeatures = path.join(root, 'packages/web/src/features');

/** Every web `api.ts`: where a feature's calls and their types live (docs/ARCHITECTURE.md "Web app"). */
const apiFiles = () =>
  readdirSync(webFeatures, { recursive: true })
    .map(String)
    .filter((file) => path.basename(file) === 'api.ts')
    .map((file) => path.join('packages/web/src/features', file));

/** A type written out by hand: an interface, or an alias of an object literal or of a union of string literals. */
const HAND_WRITTEN = /^(?:export )?(?:interface \w+|type \w+(?:<[^>]*>)? = (?:\{|'[A-Z_]+' \|))/gm;

describe('one API contract (issue 22 item 2)', () => {
  it('issue 22 item 2: no web api.ts declares a response or request type by hand; they come from packages/contract', () => {
    const found = apiFiles().flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(HAND_WRITTEN)].map((match) => `${file}: ${match[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('issue 22 item 2: no web call spells its answer out inline (api<{ … }>); it names the contract type', () => {
    const web = path.join(root, 'packages/web/src');
    const found = readdirSync(web, { recursive: true })
      .map(String)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => /\bapi<\{/.test(readFileSync(path.join(web, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('issue 22 item 2: the server declares no response schema outside the contract (no z.object in routes)', () => {
    const serverFeatures = path.join(root, 'packages/server/src/features');
    const found = readdirSync(serverFeatures, { recursive: true })
      .map(String)
      .filter((file) => /(^|\/)routes(-[\w-]+)?\.ts$/.test(file))
      .filter((file) => /\bz\.object\(/.test(readFileSync(path.join(serverFeatures, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
