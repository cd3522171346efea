// Types of build-if-stale.mjs for its TypeScript users (bench/frontend.ts).
export function buildWebIfStale(options?: { force?: boolean; outDir?: string }): void;
