import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { trackedSourceFiles } from './repository-paths.mjs';

const root = path.resolve(import.meta.dirname, '..');
const docs = path.join(root, 'docs');
const decisions = path.join(docs, 'decisions');

/** The sections every decision record has, in this order (docs/decisions/README.md). */
const DECISION_SECTIONS = [
  '## Context',
  '## Decision',
  '## Consequences',
  '## Alternatives rejected',
  '## Where in the code',
];

/** The longest docs/ARCHITECTURE.md may grow: a map a newcomer reads in one sitting, not a manual. */
const ARCHITECTURE_MAX_LINES = 300;

const read = (file) => readFileSync(file, 'utf8');
const markdownFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return markdownFiles(file);
    return name.endsWith('.md') ? [file] : [];
  });
const decisionFiles = () =>
  readdirSync(decisions)
    .filter((name) => /^\d{3}-[a-z0-9-]+\.md$/.test(name))
    .sort();

/** Markdown without its fenced code blocks (a link or heading inside one is an example). */
const withoutCode = (text) => text.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
const anchorsOf = (file) =>
  new Set([...withoutCode(read(file)).matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchorOf(m[1])));

/** The text of one `## Section` of a markdown file, up to the next `## `. */
const sectionOf = (text, heading) => {
  const start = text.indexOf(`\n${heading}\n`);
  if (start === -1) return '';
  const rest = text.slice(start + heading.length + 2);
  const end = rest.search(/^## /m);
  return end === -1 ? rest : rest.slice(0, end);
};

describe('decision records (docs/decisions): each says context, decision, consequences, alternatives and where', () => {
  const files = decisionFiles();

  it('there are decision records, numbered 001 upwards without gaps or repeats', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((name) => Number(name.slice(0, 3)))).toEqual(files.map((_, i) => i + 1));
  });

  it('every record has its title line and the five sections, in order', () => {
    const problems = files.flatMap((name) => {
      const text = withoutCode(read(path.join(decisions, name)));
      const found = [];
      if (!text.startsWith(`# ${name.slice(0, 3)}. `))
        found.push(`${name}: the first line must be "# ${name.slice(0, 3)}. <title>"`);
      const positions = DECISION_SECTIONS.map((heading) => text.search(new RegExp(`^${heading}$`, 'm')));
      DECISION_SECTIONS.forEach((heading, i) => {
        if (positions[i] === -1) found.push(`${name}: missing "${heading}"`);
        else if (sectionOf(text, heading).trim() === '') found.push(`${name}: "${heading}" is empty`);
      });
      const present = positions.filter((p) => p !== -1);
      if (present.some((p, i) => i > 0 && p < present[i - 1]))
        found.push(`${name}: sections out of order (${DECISION_SECTIONS.join(', ')})`);
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('every path a record names under "Where in the code" exists in the repository', () => {
    const missing = files.flatMap((name) =>
      [...sectionOf(read(path.join(decisions, name)), '## Where in the code').matchAll(/`([^`\s]+)`/g)]
        .map((m) => m[1])
        .filter((p) => /^(packages|e2e|scripts|bench|docs)\//.test(p))
        .filter((p) => !existsSync(path.join(root, p)))
        .map((p) => `${name}: ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it('the index (docs/decisions/README.md) lists every record', () => {
    const index = read(path.join(decisions, 'README.md'));
    expect(files.filter((name) => !index.includes(`(${name})`))).toEqual([]);
  });
});

describe('docs/ARCHITECTURE.md stays a map', () => {
  it(`has at most ${ARCHITECTURE_MAX_LINES} lines`, () => {
    const lines = read(path.join(docs, 'ARCHITECTURE.md')).trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(ARCHITECTURE_MAX_LINES);
  });

  it('keeps the "## Boundaries" section and links every decision record', () => {
    const text = read(path.join(docs, 'ARCHITECTURE.md'));
    expect(/^## Boundaries\b/m.test(text), 'docs/ARCHITECTURE.md has no "## Boundaries" section').toBe(true);
    expect(decisionFiles().filter((name) => !text.includes(`decisions/${name}`))).toEqual([]);
  });
});

describe('links in docs/ and the README resolve', () => {
  it('every relative link names a file of the repository, and its #anchor a heading of that file', () => {
    const sources = [...markdownFiles(docs), path.join(root, 'README.md')];
    const broken = sources.flatMap((source) =>
      [...withoutCode(read(source)).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
        .map((m) => m[1])
        .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
        .flatMap((target) => {
          const [file, anchor] = target.split('#');
          const resolved = file ? path.resolve(path.dirname(source), decodeURIComponent(file)) : source;
          const where = `${path.relative(root, source)}: ${target}`;
          if (!existsSync(resolved)) return [`${where} (no such file)`];
          if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor))
            return [`${where} (no such heading)`];
          return [];
        }),
    );
    expect(broken).toEqual([]);
  });
});

describe('code cites the product by docs/product.md, not by documents outside the repository', () => {
  const files = trackedSourceFiles(root).filter(({ file }) => file !== 'scripts/docs.test.mjs');

  it('every "product §N" or "product §DN" names a section of docs/product.md', () => {
    const sections = new Set([...read(path.join(docs, 'product.md')).matchAll(/^## §(D?\d+) /gm)].map((m) => m[1]));
    // "product §2, §6; §D3" names three sections: the first and those listed after it.
    const unknown = files.flatMap(({ file, text }) =>
      [...text.matchAll(/\bproduct §D?\d+(?:(?:, |; | and |\/| or )§D?\d+)*/gi)]
        .flatMap((m) => [...m[0].matchAll(/§(D?\d+)/g)].map((s) => s[1]))
        .filter((section) => !sections.has(section))
        .map((section) => `${file}: product §${section}`),
    );
    expect(unknown).toEqual([]);
  });

  it('no file cites the spec or the decisions by a section of a document outside the repository', () => {
    const outside = /\b(?:spec|decisions)(?: section \d| ?§)|product-spec\.md|\bdecisions\.md|\.\.\/shared\//i;
    const citing = files.flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, i) => [line, i + 1])
        .filter(([line]) => outside.test(line))
        .map(([line, n]) => `${file}:${n}: ${line.trim().slice(0, 100)}`),
    );
    expect(citing).toEqual([]);
  });
});
