import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));
const shared = fileURLToPath(new URL('../functions/src/shared', import.meta.url));
// `npm run dev`: Vite on 5173 forwards /api/v1 to the Hosting emulator, so one origin either way.
const hostingOrigin = process.env.HOSTING_ORIGIN ?? 'http://127.0.0.1:5000';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': src, '@shared': shared } },
  server: { port: 5173, proxy: { '/api/v1': { target: hostingOrigin, changeOrigin: false } } },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1200 },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
