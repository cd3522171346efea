import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development Vite serves every host (*.localhost included) and passes /api to the server,
// which keeps the Host header so that tenancy works exactly as in production.
const apiTarget = process.env.PAYDOS_API_ORIGIN ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    host: 'localhost',
    allowedHosts: ['.localhost', ...(process.env.BASE_DOMAIN ? [`.${process.env.BASE_DOMAIN}`] : [])],
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  // No source maps in the production build: they would publish the sources (the server refuses *.map too).
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
});
