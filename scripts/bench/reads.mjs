#!/usr/bin/env node
// Reads: the prerendered pages (GET /, /about, /services/Healthcare) and GET /api/blogs, each
// through the product (built backend serving the front-end build) and through the bare
// Fastify + pg server on the same database; prints rate, p50/p99, errors and the ratio.
// Options (env): BENCH_SECONDS=10, BENCH_CONNECTIONS=10, FRONTEND_BUILD_DIR=build.
import { drive, emit, startBackend, startBare } from './lib.mjs';

const paths = ['/', '/about', '/services/Healthcare', '/api/blogs?page=1&limit=9'];
const backend = await startBackend();
const results = [];
let bare;
try {
  bare = await startBare(backend.databaseUrl);
  for (const path of paths) {
    const product = await drive(`GET ${path} (product)`, { url: `${backend.base}${path}` });
    const baseline = await drive(`GET ${path} (bare Fastify + pg)`, { url: `${bare.base}${path}` });
    results.push({ ...product, bare: baseline.rate, ratio: Number((baseline.rate / Math.max(1, product.rate)).toFixed(2)), stored: 'n/a' });
  }
} finally {
  await bare?.stop();
  await backend.stop();
}
emit(results);
process.exit(results.every((r) => r.errors === 0) ? 0 : 1);
