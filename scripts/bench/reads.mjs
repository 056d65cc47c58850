#!/usr/bin/env node
// Reads: the prerendered pages (GET /, /about, /services/Healthcare), GET /api/blogs and
// GET /api/jobs?language=fr, each through the product (built backend serving the front-end
// build) and through the bare Fastify + pg server on the same database; prints rate, p50/p99,
// errors, CPU per request and the ratios (each path interleaved product, bare, bare, product:
// see compare() in lib.mjs).
// Options (env): BENCH_SECONDS=10, BENCH_CONNECTIONS=10, FRONTEND_BUILD_DIR=build.
import { compare, emit, startBackend, startBare } from './lib.mjs';

const paths = ['/', '/about', '/services/Healthcare', '/api/blogs?page=1&limit=9', '/api/jobs?language=fr'];
const backend = await startBackend();
const results = [];
let bare;
try {
  bare = await startBare(backend.databaseUrl);
  const bareCpu = backend.cpuWith(bare.pid);
  for (const path of paths) {
    const result = await compare(
      `GET ${path}`,
      { url: `${backend.base}${path}`, cpu: backend.cpu },
      { url: `${bare.base}${path}`, cpu: bareCpu },
    );
    results.push({ ...result, stored: 'n/a' });
  }
} finally {
  await bare?.stop();
  await backend.stop();
}
emit(results);
process.exit(results.every((r) => r.errors === 0) ? 0 : 1);
