import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Site } from '@paydos/domain';
import { z } from 'zod';
import siteChunks from '../../../web/site-chunks.json' with { type: 'json' };

type SiteKind = Site['kind'];

/** The chunk (a key of Vite's manifest: its source path) each site renders with (the web's site-chunks.json, one list with scripts/first-load.mjs). */
const SITE_CHUNKS: Record<SiteKind, string | null> = { ...siteChunks.sites, unknown: null };

/**
 * The pages a visit of each site opens on, by path (the login page, and the page after logging in,
 * asked for directly by a bookmark, a reload or the redirect after login): their chunks are preloaded
 * with the site's. A hint only: a path missing here loads its page after the site's chunk has run.
 */
const OPENING_PAGES: Partial<Record<SiteKind, Record<string, string>>> = siteChunks.openingPages;

// Vite's build manifest, read from disk: the fields used here, checked once at start.
const manifestSchema = z.record(z.string(), z.object({ file: z.string(), imports: z.array(z.string()).optional() }));
type Manifest = z.infer<typeof manifestSchema>;

export interface IndexPage {
  html: string;
  etag: string;
}

/** The files of a chunk and of every chunk it imports statically, skipping those already listed. */
function chunkFiles(manifest: Manifest, key: string, seen: Set<string>): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return [];
  seen.add(chunk.file);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}

/** The build's inline scripts meant for one site's page only (`<script data-site="organization">`: the early fetch, index.html). */
const SITE_SCRIPT = /\s*<script data-site="([a-z]+)">([\s\S]*?)<\/script>/g;

/**
 * The CSP sources (`'sha256-…'`) of the build's inline scripts, for `script-src` (platform/security-headers.ts): a
 * script runs only if its hash is listed, so an injected one still cannot. None when the app is not built.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  return [...readFileSync(indexFile, 'utf8').matchAll(SITE_SCRIPT)].map(
    ([, , source]) => `'sha256-${createHash('sha256').update(source!).digest('base64')}'`,
  );
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The app's one HTML page, made once per site at start from the build's index.html:
 * - the configured base domain as a meta tag, so that the browser chooses its site without first
 *   asking /api/site (one round trip less before the first paint);
 * - a modulepreload of the site's own chunks, so that they download alongside the entry instead of
 *   after it has run (the landing page, an organization's login and the operator's login are there).
 * - on the path of the page a site opens on (OPENING_PAGES), that page's chunks too.
 * - the build's inline scripts meant for another site's page left out (`data-site`, see inlineScriptHashes);
 * - where the installation has the living demo, `<meta name="paydos-demo" content="<subdomain>">`, so that
 *   the landing page shows "Demo İzle" only where it works (features/demo-session) without asking.
 * Without a manifest (a build from before it) the page only gains the meta tags.
 */
export function buildIndexPages(
  distDir: string,
  baseDomain: string,
  demoSubdomain: string | null = null,
): (kind: SiteKind, pathname: string) => IndexPage {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  const manifest: Manifest = existsSync(manifestFile)
    ? manifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')))
    : {};
  const make = (kind: SiteKind, chunks: string[]): IndexPage => {
    // The entry's own chunks are already loaded by its script tag and Vite's preloads.
    const loaded = new Set<string>();
    chunkFiles(manifest, 'index.html', loaded);
    const preloads = chunks.flatMap((chunk) => chunkFiles(manifest, chunk, loaded));
    const head = [
      `<meta name="paydos-base-domain" content="${escapeAttribute(baseDomain)}" />`,
      ...(demoSubdomain ? [`<meta name="paydos-demo" content="${escapeAttribute(demoSubdomain)}" />`] : []),
      ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}" />`),
    ].join('\n    ');
    const html = template
      .replace(SITE_SCRIPT, (script, site: string) => (site === kind ? script : ''))
      .replace('</head>', `  ${head}\n  </head>`);
    return { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
  };
  const kinds = Object.keys(SITE_CHUNKS) as SiteKind[];
  const siteChunks = (kind: SiteKind) => (SITE_CHUNKS[kind] ? [SITE_CHUNKS[kind]] : []);
  const pages = new Map(kinds.map((kind) => [kind, make(kind, siteChunks(kind))]));
  const openingPages = new Map(
    kinds.flatMap((kind) =>
      Object.entries(OPENING_PAGES[kind] ?? {}).map(
        ([pathname, chunk]) => [`${kind}${pathname}`, make(kind, [...siteChunks(kind), chunk])] as const,
      ),
    ),
  );
  return (kind, pathname) => openingPages.get(`${kind}${pathname.replace(/\/$/, '')}`) ?? pages.get(kind)!;
}
