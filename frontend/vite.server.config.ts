import path from 'node:path';
import { defineConfig } from 'vite';

/**
 * The server renderer (app/entry.server.tsx) as one self-contained ES module with its
 * dependencies inside, so the backend image needs no front-end packages to render pages.
 */
const buildDir = process.env.FRONTEND_BUILD_DIR ?? 'build';

export default defineConfig({
  resolve: {
    alias: [
      { find: '~', replacement: path.resolve(import.meta.dirname, 'app') },
      // The contracts' ES module source, not their CommonJS build: only the schemas and texts a
      // page uses are bundled (the CommonJS build cannot be tree-shaken: all of it, with zod).
      { find: /^@prairieflow\/contracts$/, replacement: path.resolve(import.meta.dirname, '../contracts/src/index.ts') },
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: path.resolve(import.meta.dirname, 'app/entry.server.tsx'),
    outDir: path.join(buildDir, 'server'),
    emptyOutDir: true,
    target: 'node24',
    copyPublicDir: false,
    rolldownOptions: {
      output: { entryFileNames: 'entry.server.js', inlineDynamicImports: true },
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
    },
  },
});
