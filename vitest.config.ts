import { defineConfig } from 'vitest/config';

// One runner, several projects: fast unit suites (model, web, functions-unit, seed) and the
// emulator suites (functions, rules), which `npm test` runs inside `firebase emulators:exec`.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'model', include: ['model/src/**/*.test.ts'] } },
      './web/vite.config.ts',
      { test: { name: 'functions-unit', include: ['functions/src/**/*.test.ts'] } },
      { test: { name: 'seed', include: ['seed/src/**/*.test.ts'] } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs', 'tests/bench/**/*.test.ts'] } },
      {
        test: {
          name: 'functions',
          include: ['functions/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
