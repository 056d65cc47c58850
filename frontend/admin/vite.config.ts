import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * The operator console: its own client-rendered app at /admin, built apart from the public
 * site (which never loads it) into <build>/client/admin. `npm run build -w frontend` runs both.
 */
const frontend = path.resolve(import.meta.dirname, '..');
const buildDir = process.env.FRONTEND_BUILD_DIR ?? 'build';

export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  plugins: [tailwindcss()],
  resolve: { alias: { '~': path.join(frontend, 'app') } },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    target: 'es2022',
    outDir: path.join(frontend, buildDir, 'client', 'admin'),
    emptyOutDir: true,
    rolldownOptions: {
      // Libraries mark their modules "use client" for React Server Components; a client-only app ignores it.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
    },
  },
});
