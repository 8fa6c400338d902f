import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { messageNamespaces } from './build/message-namespaces.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const shared = fileURLToPath(new URL('../functions/src/shared', import.meta.url));
// `npm run dev`: Vite on 5173 forwards /api/v1 to the Hosting emulator, so one origin either way.
const hostingOrigin = process.env.HOSTING_ORIGIN ?? 'http://127.0.0.1:5000';

export default defineConfig({
  plugins: [
    messageNamespaces({ messagesDir: `${src}/i18n/messages`, registry: `${src}/lib/i18n/catalogue.ts` }),
    react(),
  ],
  resolve: { alias: { '@': src, '@shared': shared } },
  server: { port: 5173, proxy: { '/api/v1': { target: hostingOrigin, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Vendor groups change rarely: separate chunks stay cached across app releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|jotai)[\\/]/ },
            { name: 'intl', test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  },
});
