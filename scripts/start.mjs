// `npm start`: builds what is missing or stale, then runs the whole site in this one Node
// process (backend/dist/main.js): prerendered front end, /api and /rest/v1, on an embedded
// PostgreSQL under .data/ unless DATABASE_URL is set. `npm run dev` runs the backend beside the
// front end's dev server (scripts/dev-server.mjs: pages rendered on each request, islands from Vite).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');

if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(`Node ${process.versions.node} is too old: this project needs Node 24 (see .nvmrc).`);
  process.exit(1);
}

/** Newest modification time under a path, skipping generated and installed folders. */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target)) {
    if (['node_modules', 'dist', 'build', 'generated', '.react-router'].includes(entry) || entry.startsWith('build-')) continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

const at = (...p) => path.join(root, ...p);
const outputs = [
  at('contracts', 'dist', 'index.js'),
  at('backend', 'src', 'generated', 'prisma', 'client.ts'),
  at('backend', 'dist', 'main.js'),
  ...(dev ? [] : [at('frontend', 'build', 'client', 'index.html'), at('frontend', 'build', 'server', 'entry.server.js')]),
];
const sources = [
  at('contracts', 'src'),
  at('backend', 'src'),
  at('prisma', 'schema.prisma'),
  ...(dev ? [] : [at('frontend', 'app'), at('frontend', 'public')]),
];
const builtAt = Math.min(...outputs.map((o) => (existsSync(o) ? statSync(o).mtimeMs : 0)));
if (builtAt === 0 || Math.max(...sources.map(newest)) > builtAt) {
  console.log('Building the site (first start or sources changed)…');
  const steps = dev
    ? [
        ['run', 'build', '-w', 'contracts'],
        ['run', 'prisma:generate'],
        ['run', 'build', '-w', 'backend'],
      ]
    : [['run', 'build']];
  for (const args of steps) {
    const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (dev) {
  // Backend on PORT (default 3000) without static files; the dev server renders the pages on
  // :5173 and proxies /api and /rest/v1 to it.
  const backend = spawn(process.execPath, [at('backend', 'dist', 'main.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SERVE_STATIC: 'false', NODE_ENV: 'development' },
  });
  const vite = spawn('npm', ['run', 'dev', '-w', 'frontend'], { cwd: root, stdio: 'inherit' });
  const stop = (signal) => {
    backend.kill(signal);
    vite.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  backend.on('exit', (code) => process.exit(code ?? 0));
} else {
  process.chdir(root);
  await import(pathToFileURL(at('backend', 'dist', 'main.js')).href);
}
