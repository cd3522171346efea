import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { textsIn } from '@paydos/contract/messages/catalogue';
import { describe, expect, it } from 'vitest';
import { registerServerTranslations } from './server-translations';

const source = import.meta.dirname;

/** Every catalogue the server's own source declares (`export const x = catalogue('server.…', {…})`). */
function serverCatalogues() {
  const found: { file: string; exportName: string; name: string }[] = [];
  for (const file of readdirSync(source, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = readFileSync(path.join(source, file), 'utf8');
    const declarations = text.matchAll(
      /export const (\w+) = (?:\/\* @__PURE__ \*\/ )?catalogue\(\s*'(server\.[^']+)'/g,
    );
    for (const [, exportName, name] of declarations) found.push({ file, exportName: exportName!, name: name! });
  }
  return found;
}

describe('issue 26: the server’s own texts (mails, PDFs) in English', () => {
  it('every server.* catalogue has its English registered under its name (server-translations.ts)', async () => {
    const catalogues = serverCatalogues();
    expect(catalogues.length).toBeGreaterThan(0);
    expect(new Set(catalogues.map((c) => c.name)).size, 'one name per catalogue').toBe(catalogues.length);
    registerServerTranslations();
    const missing: string[] = [];
    for (const { file, exportName, name } of catalogues) {
      const module = (await import(path.join(source, file))) as Record<string, object>;
      const turkish = module[exportName]!;
      if (textsIn('en', turkish) === turkish) missing.push(`${name} (${file})`);
    }
    expect(missing, 'add their English in en/<name>-texts.ts and register it in server-translations.ts').toEqual([]);
  });
});
