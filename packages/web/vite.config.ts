import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// In development Vite serves every host (*.localhost included) and passes /api to the server,
// which keeps the Host header so that tenancy works exactly as in production.
const apiTarget = process.env.PAYDOS_API_ORIGIN ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Every text file of the build also as .br and .gz at the highest levels (brotli 11, gzip 9), so that
    // the server sends them compressed without compressing per request (@fastify/static preCompressed).
    // A compressed copy that is not smaller is skipped; the server then sends the file itself.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|js|css|svg|json)$/,
      exclude: /manifest\.json$/,
      logLevel: 'silent',
    }),
  ],
  server: {
    port: Number(process.env.PORT ?? 3000),
    host: 'localhost',
    allowedHosts: ['.localhost', ...(process.env.BASE_DOMAIN ? [`.${process.env.BASE_DOMAIN}`] : [])],
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  // No source maps in the production build: they would publish the sources (the server refuses *.map too).
  // The manifest (dist/.vite/manifest.json, never served: a dot folder) lists each chunk's imports for the
  // bundle-budget test (scripts/bundle-budgets.test.mjs) and bench/frontend.ts.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
});
