// This workplace's npm registry lacks some platform builds (e.g. @swc/core-darwin-arm64), so
// `npm install` leaves them out of package-lock.json and `npm ci` then refuses the lock as out
// of sync. This adds each missing optional platform package as an entry limited to its own
// os/cpu, which npm ci skips on other machines without downloading anything.
// Run after changing dependencies: `npm install && node scripts/fix-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockPath = path.join(root, 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));

const osNames = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'netbsd', 'openbsd', 'sunos', 'aix', 'wasm32'];
const cpus = [
  ['arm64', 'arm64'],
  ['x64', 'x64'],
  ['ia32', 'ia32'],
  ['ppc64', 'ppc64'],
  ['s390x', 's390x'],
  ['riscv64', 'riscv64'],
  ['loong64', 'loong64'],
  ['mips64el', 'mips64el'],
  ['arm', 'arm'],
  ['wasm32', 'wasm32'],
];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => osNames.includes(p));
  const cpu = cpus.find(([token]) => parts.includes(token))?.[1];
  if (!os || !cpu) return undefined;
  const entry = os === 'wasm32' ? { cpu: ['wasm32'] } : { os: [os], cpu: [cpu] };
  if (os === 'linux' && parts.includes('musl')) entry.libc = ['musl'];
  if (os === 'linux' && (parts.includes('gnu') || parts.includes('gnueabihf'))) entry.libc = ['glibc'];
  return entry;
}

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location ? `${location}/node_modules/${dep}` : `node_modules/${dep}`;
    if (lock.packages[base] || lock.packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    lock.packages[`node_modules/${dep}`] = {
      version: String(range).replace(/^[\^~=]/, ''),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`fix-lockfile: added ${added} platform-limited optional entries`);
