import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Mantine, TanStack Query and the icons: used by nearly every screen. */
const UI_LIBRARIES = /node_modules[\\/](@mantine[\\/](core|hooks)|@tanstack|@tabler)[\\/]/;
/** The app's shared modules and the contracts. */
const SHARED_CODE = /(apps[\\/]web[\\/]src[\\/](lib|components)|packages[\\/]contracts[\\/]src)[\\/]/;

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
        // Fewer, larger shared chunks: the UI libraries, and our own shared code (lib, components,
        // contracts), each as one file when two or more chunks use it. Left to itself the bundler
        // cut /public/rt into 73 scripts, most under 1 KB, whose response headers cost more than
        // their bodies (`npm run bench -- transfer`; docs/operations.md).
        codeSplitting: {
          groups: [
            { name: 'ui', test: UI_LIBRARIES, minShareCount: 2 },
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
