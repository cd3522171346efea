import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
// The version the README names ("Needs Node.js 20.19 or newer"): the oldest Node a user may run Paydos on.
const named = /Node\.js (\d+\.\d+) or newer/.exec(readme)?.[1];

describe('dependencies agree with the Node version the README names (issue 21, item 7)', () => {
  it('the README names a Node version, and the root package.json engines start there', () => {
    expect(named).toBeDefined();
    expect(semver.minVersion(rootPackage.engines.node)?.version).toBe(`${named}.0`);
  });

  it("every installed package's engines.node (package-lock.json) admits that version", () => {
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => typeof entry.engines?.node === 'string')
      .filter(([, entry]) => !semver.satisfies(`${named}.0`, entry.engines.node))
      .map(([name, entry]) => `${name}@${entry.version} wants node ${entry.engines.node}`);
    expect(refusing).toEqual([]);
  });
});
