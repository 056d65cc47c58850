import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * The public site's browser code: the island loader every page loads (islands/boot.ts), each
 * island as its own chunk (islands/registry.ts), and the stylesheet. Pages themselves are HTML
 * rendered by entry.server.tsx (vite.server.config.ts), so nothing here renders a page.
 */
const buildDir = process.env.FRONTEND_BUILD_DIR ?? 'build';

export default defineConfig({
  plugins: [tailwindcss()],
  resolve: {
    alias: [
      { find: '~', replacement: path.resolve(__dirname, 'app') },
      // The contracts' ES module source, not their CommonJS build: only the schemas and texts a
      // page uses are bundled (the CommonJS build cannot be tree-shaken: all of it, with zod).
      { find: /^@prairieflow\/contracts$/, replacement: path.resolve(__dirname, '../contracts/src/index.ts') },
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  server: {
    // `npm run dev`: the backend (npm start) answers /api and /rest/v1.
    proxy: { '/api': 'http://127.0.0.1:3000', '/rest/v1': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    outDir: path.join(buildDir, 'client'),
    emptyOutDir: true,
    // The server renderer reads which hashed files to link (scripts/prerender.mjs, the backend).
    manifest: true,
    rolldownOptions: {
      input: { boot: path.resolve(__dirname, 'app/islands/boot.ts'), app: path.resolve(__dirname, 'app/app.css') },
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
    },
  },
});
