import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Runs inside `firebase emulators:exec`, which sets the *_EMULATOR_HOST variables.
export default defineConfig({
  resolve: { alias: { '@shared': here('../functions/src/shared'), '@functions': here('../functions/src') } },
  test: {
    root: here('.'),
    // openai-server: the local chat-completions server the functions reach through OPENAI_BASE_URL.
    globalSetup: ['./support/global-setup.ts', './support/openai-server.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share one emulator suite; running them one at a time keeps resets from colliding.
    fileParallelism: false,
    projects: [
      { extends: true, test: { name: 'rules', include: ['rules/**/*.test.ts'] } },
      { extends: true, test: { name: 'api', include: ['api/**/*.test.ts'] } },
      { extends: true, test: { name: 'e2e', include: ['e2e/**/*.test.ts'], testTimeout: 180_000 } },
    ],
  },
});
