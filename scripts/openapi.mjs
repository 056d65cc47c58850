// `npm run openapi [-- --out <file>]`: writes the OpenAPI 3.1 document of every /api route,
// generated from the zod contracts (backend/src/docs/openapi-document.ts), to
// backend/dist/openapi.json by default. `npm run build` runs it, so the document ships with the
// backend (and its image); `--out -` prints it for an integrator's tooling.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../backend/dist/docs/openapi-document.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outIndex = process.argv.indexOf('--out');
const out = outIndex > 0 ? process.argv[outIndex + 1] : path.join(root, 'backend', 'dist', 'openapi.json');
if (!out) {
  console.error('Usage: npm run openapi -- [--out <file> | --out -]');
  process.exit(64);
}

const text = `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
if (out === '-') {
  process.stdout.write(text);
} else {
  mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  writeFileSync(out, text);
  console.log(`OpenAPI document written to ${path.relative(process.cwd(), path.resolve(out)) || out}`);
}
