import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * The public site's browser code: the island loader every page loads (islands/boot.ts), each
 * island as its own chunk (islands/registry.ts), and the stylesheet. Pages themselves are HTML
 * rendered by entry.server.tsx (vite.server.config.ts), so nothing here renders a page.
 */
const buildDir = process.env.FRONTEND_BUILD_DIR ?? 'build';

/**
 * Writes .vite/chunks.json: every chunk with the modules inside and their minified sizes, which
 * `npm run bundle-report` reads to name the biggest modules behind each page's JavaScript.
 */
function chunkReport(): Plugin {
  return {
    name: 'chunk-report',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({
          file: chunk.fileName,
          modules: Object.entries(chunk.modules)
            .map(([id, module]) => ({
              id: path.relative(path.resolve(import.meta.dirname, '..'), id.replace(/\?.*$/, '')),
              bytes: module.renderedLength,
            }))
            .filter((module) => module.bytes > 0)
            .sort((a, b) => b.bytes - a.bytes),
        }));
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks, null, 1) });
    },
  };
}

/** Chunks made only of one package are named after it (react-dom-…js), so reports read plainly. */
function chunkFileName(chunk: { name: string; moduleIds: string[] }): string {
  const packages = new Set(chunk.moduleIds.map((id) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1]));
  const only = packages.size === 1 ? [...packages][0] : undefined;
  return `assets/${only ? only.replace(/^@/, '').replace('/', '-') : chunk.name}-[hash].js`;
}

export default defineConfig({
  plugins: [tailwindcss(), chunkReport()],
  resolve: {
    alias: [
      { find: '~', replacement: path.resolve(import.meta.dirname, 'app') },
      // The contracts' ES module source, not their CommonJS build: only the schemas and texts a
      // page uses are bundled (the CommonJS build cannot be tree-shaken: all of it, with zod).
      { find: /^@prairieflow\/contracts$/, replacement: path.resolve(import.meta.dirname, '../contracts/src/index.ts') },
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
      input: { boot: path.resolve(import.meta.dirname, 'app/islands/boot.ts'), app: path.resolve(import.meta.dirname, 'app/app.css') },
      output: { chunkFileNames: chunkFileName },
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
    },
  },
});
