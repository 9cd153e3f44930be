import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Mantine, TanStack Query and the icons. */
const UI_LIBRARIES = /node_modules[\\/](@mantine[\\/](core|hooks)|@tanstack|@tabler)[\\/]/;
/** The app's shared modules, the contracts and the engine. */
const SHARED_CODE =
  /(apps[\\/]web[\\/]src[\\/](lib|components)|packages[\\/](contracts|acoustics)[\\/]src)[\\/]/;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
      '/readyz': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Fewer, larger shared chunks: the UI libraries five or more chunks use, and our own shared
        // code (lib, components, contracts, engine) two or more use, each as one file. Left to
        // itself the bundler cut /public/rt into 73 scripts, most under 1 KB, whose response
        // headers cost more than their bodies (`npm run bench -- transfer`; docs/operations.md).
        codeSplitting: {
          groups: [
            { name: 'ui', test: UI_LIBRARIES, minShareCount: 5 },
            { name: 'shared', test: SHARED_CODE, minShareCount: 2 },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
  },
});
