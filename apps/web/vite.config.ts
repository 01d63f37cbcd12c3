import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { isIgnoredWarning } from './src/lib/build-warnings';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/cms', '/sandbox-gateway', '/dev', '/media'].map((p) => [p, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  // The server build (entry-server.tsx, ADR 008) needs no copy of the public files.
  publicDir: isSsrBuild ? false : 'public',
  build: {
    target: 'es2022',
    sourcemap: false,
    // The bench and the page shell read the client's chunks from it.
    manifest: !isSsrBuild,
    cssCodeSplit: true,
    assetsInlineLimit: 2048,
    chunkSizeWarningLimit: 400,
    rollupOptions: {
      // zod's prose comments that name @__PURE__ (build-warnings.ts); everything else as Rollup says it.
      onwarn(warning, warn) {
        if (!isIgnoredWarning(warning)) warn(warning);
      },
    },
  },
}));
