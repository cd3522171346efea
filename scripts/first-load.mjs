// What each site's browser downloads before its first page paints, read from the built web app
// (packages/web/dist: index.html's entry and Vite's manifest): the entry chunk, the site's chunk and
// the route chunks of the page it opens on, each with every chunk it imports statically (those are
// fetched before the code runs; dynamic imports are not). Used by the bundle-budget test and bench/frontend.ts.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const webDist = path.resolve(import.meta.dirname, '../packages/web/dist');

// The sites' chunks and opening pages: one list with the server's preloads (platform/index-page.ts).
const siteChunks = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../packages/web/site-chunks.json'), 'utf8'),
);
const openingPages = (site) => [...new Set(Object.values(siteChunks.openingPages[site]))];

/** The first load of each site: the manifest keys (source paths) of the chunks its first page needs. */
export const siteFirstLoads = {
  // The main site's `/`: the landing page is in the main site's chunk.
  landing: ['index.html', siteChunks.sites.main],
  // An organization's login page, then the dashboard after logging in (each in its own chunk).
  organization: ['index.html', siteChunks.sites.organization, ...openingPages('organization')],
  // The operator's login page, then the analytics page (recharts) it opens on (each in its own chunk).
  operator: ['index.html', siteChunks.sites.operator, ...openingPages('operator')],
};

export function readManifest(dist = webDist) {
  const file = path.join(dist, '.vite/manifest.json');
  if (!existsSync(file))
    throw new Error(`${file} is missing: build the web app (npm run build; vite.config.ts sets build.manifest)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The files (JS and CSS) of the given chunks and of everything they import statically. */
export function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(
        `the manifest has no chunk ${key}: it is no longer a chunk of its own (update siteFirstLoads in scripts/first-load.mjs)`,
      );
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

/** The size of the copy the server sends for an encoding: the build's precompressed file, or compressed here. */
function encodedSize(dist, file, extension, compress) {
  const copy = path.join(dist, `${file}${extension}`);
  return existsSync(copy) ? statSync(copy).size : compress(readFileSync(path.join(dist, file))).length;
}

const sizesOf = (dist, file) => ({
  file,
  bytes: statSync(path.join(dist, file)).size,
  gzip: encodedSize(dist, file, '.gz', (bytes) => gzipSync(bytes, { level: 9 })),
  brotli: encodedSize(dist, file, '.br', (bytes) =>
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ),
});

const total = (files, key) => files.reduce((sum, file) => sum + file[key], 0);

/** Per site: its first-load files with their raw, gzip and brotli sizes, heaviest first, and the totals. */
export function measureFirstLoads(dist = webDist) {
  const manifest = readManifest(dist);
  return Object.fromEntries(
    Object.entries(siteFirstLoads).map(([site, keys]) => {
      const files = filesOf(manifest, keys);
      const js = files.js.map((file) => sizesOf(dist, file)).sort((a, b) => b.gzip - a.gzip);
      const css = files.css.map((file) => sizesOf(dist, file)).sort((a, b) => b.gzip - a.gzip);
      return [
        site,
        {
          js,
          css,
          jsGzip: total(js, 'gzip'),
          jsBrotli: total(js, 'brotli'),
          cssGzip: total(css, 'gzip'),
          cssBrotli: total(css, 'brotli'),
        },
      ];
    }),
  );
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
