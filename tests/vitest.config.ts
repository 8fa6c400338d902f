import { defineConfig } from 'vitest/config';

// Runs inside `firebase emulators:exec`, which sets the *_EMULATOR_HOST variables.
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'rules', include: ['rules/**/*.test.ts'] } },
      { extends: true, test: { name: 'api', include: ['api/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'e2e', include: ['e2e/**/*.test.ts'], testTimeout: 120_000, fileParallelism: false },
      },
    ],
  },
});
