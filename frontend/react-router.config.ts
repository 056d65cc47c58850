import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/content/routes';

// Static hosting: every static route is rendered to HTML at build time; /content/:slug and
// unknown paths get the SPA shell (__spa-fallback.html), served by nginx or the backend.
export default {
  ssr: false,
  // FRONTEND_BUILD_DIR lets parallel builds (tests, benchmarks) keep separate outputs.
  buildDirectory: process.env.FRONTEND_BUILD_DIR ?? 'build',
  prerender: prerenderPaths,
} satisfies Config;
