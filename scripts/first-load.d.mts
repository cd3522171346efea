// Types of first-load.mjs for its TypeScript users (bench/frontend.ts).
export interface FileSizes {
  file: string;
  bytes: number;
  gzip: number;
  brotli: number;
}
export interface FirstLoad {
  js: FileSizes[];
  css: FileSizes[];
  jsGzip: number;
  jsBrotli: number;
  cssGzip: number;
  cssBrotli: number;
}
export const webDist: string;
export const siteFirstLoads: Record<string, string[]>;
export function readManifest(dist?: string): Record<string, { file: string; imports?: string[]; css?: string[] }>;
export function filesOf(manifest: ReturnType<typeof readManifest>, keys: string[]): { js: string[]; css: string[] };
export function measureFirstLoads(dist?: string): Record<string, FirstLoad>;
export function kb(bytes: number): string;
