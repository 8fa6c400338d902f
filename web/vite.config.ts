import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { messageNamespaces } from './build/message-namespaces.ts';
import { sharedHead } from './build/shared-head.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));
const shared = fileURLToPath(new URL('../functions/src/shared', import.meta.url));
// `npm run dev`: Vite on 5173 forwards /api/v1 to the Hosting emulator, so one origin either way.
const hostingOrigin = process.env.HOSTING_ORIGIN ?? 'http://127.0.0.1:5000';

export default defineConfig({
  plugins: [
    messageNamespaces({ messagesDir: `${src}/i18n/messages`, registry: `${src}/lib/i18n/catalogue.ts` }),
    sharedHead(),
    react(),
  ],
  resolve: { alias: { '@': src, '@shared': shared } },
  server: { port: 5173, proxy: { '/api/v1': { target: hostingOrigin, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Vendor groups change rarely: separate chunks stay cached across app releases.
    rolldownOptions: {
      // The app, and the players' light join page (src/features/live/light-join), which starts the app in place.
      input: { main: `${root}index.html`, live: `${root}live.html` },
      output: {
        codeSplitting: {
          groups: [
            // React alone: the light join page starts without the router and jotai.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|jotai)[\\/]/ },
            // Without react-intl, which needs React: the light join page formats with these alone.
            { name: 'intl', test: /node_modules[\\/](@formatjs|intl-messageformat)[\\/]/ },
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
