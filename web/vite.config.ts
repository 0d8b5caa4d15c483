/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// A relative import: Vite bundles it into the config (a workspace package would stay external).
import { BASE_PATH } from '../model/src/constants.ts';

// The app lives under a sub-folder (SPEC.md §1); VITE_BASE_PATH overrides it at build time.
const base = process.env.VITE_BASE_PATH ?? BASE_PATH;

export default defineConfig({
  base,
  plugins: [react()],
  build: {
    // Files land under dist/<base>/ so that Hosting serves dist/ and the paths match.
    outDir: `dist${base}`,
    emptyOutDir: true,
    sourcemap: true,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
