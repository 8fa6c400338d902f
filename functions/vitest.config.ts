import { defineConfig } from 'vitest/config';

// Unit tests of pure code only; anything touching Firebase is tested against the emulators in tests/.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
