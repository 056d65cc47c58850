import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const scripts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = `node-${process.platform}-${process.arch}`;

/**
 * A project copy holding only scripts/node24.mjs, an .nvmrc and a probe script, with a fake npm
 * whose `pack` builds the tarball the registry would serve: its node answers -v with the version
 * asked for and otherwise runs this Node. No network; the cache is a temp folder.
 */
function project(wanted, { npmFails = false } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'pf-node24-'));
  mkdirSync(path.join(dir, 'scripts'));
  mkdirSync(path.join(dir, 'fakebin'));
  copyFileSync(path.join(scripts, 'node24.mjs'), path.join(dir, 'scripts', 'node24.mjs'));
  writeFileSync(path.join(dir, '.nvmrc'), `${wanted}\n`);
  writeFileSync(
    path.join(dir, 'scripts', 'probe.mjs'),
    `const mode = process.argv[2];
// The handler goes in before the line the test waits for, or its SIGTERM can arrive first.
if (mode === 'wait') process.on('SIGTERM', () => process.stdout.write('got SIGTERM\\n', () => process.exit(3)));
console.log(JSON.stringify({ version: process.version, pid: process.pid, argv: process.argv.slice(1), path: process.env.PATH }));
if (mode === 'wait') setInterval(() => {}, 1000);
else process.exitCode = Number(mode ?? 0);
`,
  );
  const npm = path.join(dir, 'fakebin', 'npm');
  writeFileSync(
    npm,
    `#!/bin/sh
echo "$*" >> ${dir}/npm.log
${npmFails ? 'echo "npm error 404 Not Found" >&2; exit 1' : ''}
[ "$1" = pack ] && [ "$2" = "${pkg}@${wanted}" ] && [ "$3" = --pack-destination ] || exit 2
work=$(mktemp -d) && mkdir -p "$work/package/bin"
printf '#!/bin/sh\\nif [ "$1" = -v ]; then echo v${wanted}.7.1; exit 0; fi\\nexec "${process.execPath}" "$@"\\n' > "$work/package/bin/node"
chmod +x "$work/package/bin/node"
tar czf "$4/${pkg}-${wanted}.7.1.tgz" -C "$work" package
`,
  );
  chmodSync(npm, 0o755);
  const env = {
    ...process.env,
    PATH: `${path.join(dir, 'fakebin')}${path.delimiter}${process.env.PATH}`,
    XDG_CACHE_HOME: path.join(dir, 'cache'),
  };
  const run = (args = [], node = process.execPath) =>
    spawnSync(node, [path.join(dir, 'scripts', 'node24.mjs'), path.join(dir, 'scripts', 'probe.mjs'), ...args], { encoding: 'utf8', env });
  const npmCalls = () => (existsSync(path.join(dir, 'npm.log')) ? readFileSync(path.join(dir, 'npm.log'), 'utf8').trim().split('\n') : []);
  return { dir, env, run, npmCalls, cacheDir: path.join(dir, 'cache', `prairieflow-node${wanted}`) };
}

const probeOf = (stdout) => JSON.parse(stdout.split('\n')[0]);

/** An older Node than 24 on this machine (the system Node on Debian), to run the launcher on. */
function olderNode() {
  const candidates = [
    ...(process.env.PATH ?? '').split(path.delimiter).map((d) => path.join(d, 'node')),
    '/usr/bin/node',
    '/usr/local/bin/node',
  ];
  for (const node of candidates) {
    const version = existsSync(node) ? spawnSync(node, ['-v'], { encoding: 'utf8' }).stdout?.trim() : '';
    if (version && Number(version.slice(1).split('.')[0]) < 24) return { node, version };
  }
  return undefined;
}

describe('scripts/node24.mjs', () => {
  it('on the wanted Node already, runs the script in this same process with the usual argv', () => {
    const p = project(Number(process.versions.node.split('.')[0]));
    const res = p.run(['5']);
    expect(res.status).toBe(5);
    expect(res.stderr).toBe('');
    const probe = probeOf(res.stdout);
    expect(probe.version).toBe(process.version);
    expect(probe.argv).toEqual([path.join(p.dir, 'scripts', 'probe.mjs'), '5']);
    expect(p.npmCalls()).toEqual([]);
  });

  it('on an older Node, fetches the wanted one once, says so in one line, and re-runs the script on it', () => {
    const p = project(99);
    const first = p.run(['7']);
    expect(first.status).toBe(7);
    expect(first.stderr).toBe(
      `Node ${process.versions.node} is older than 99: fetched Node 99.7.1 (${pkg}) from the npm registry into ${p.cacheDir}; running with it.\n`,
    );
    const probe = probeOf(first.stdout);
    expect(probe.argv).toEqual([path.join(p.dir, 'scripts', 'probe.mjs'), '7']);
    // Child npm and node calls find the fetched Node first.
    expect(probe.path.split(path.delimiter)[0]).toBe(path.join(p.cacheDir, 'package', 'bin'));
    expect(readdirSync(path.join(p.dir, 'cache'))).toEqual(['prairieflow-node99']);

    const second = p.run();
    expect(second.status).toBe(0);
    expect(second.stderr).toBe(`Node ${process.versions.node} is older than 99: running with Node 99.7.1 from ${p.cacheDir}.\n`);
    expect(p.npmCalls()).toHaveLength(1);
    expect(p.npmCalls()[0].startsWith(`pack ${pkg}@99 --pack-destination ${path.join(p.dir, 'cache', 'prairieflow-node99-')}`)).toBe(true);
  });

  it('when the registry cannot be reached, says what to install and leaves no half-written cache', () => {
    const p = project(99, { npmFails: true });
    const res = p.run();
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('npm error 404 Not Found');
    expect(res.stderr).toContain(
      `this project needs Node 99 (.nvmrc), and fetching it from the npm registry (npm pack ${pkg}@99) failed. Install Node 99 yourself`,
    );
    expect(existsSync(path.join(p.dir, 'cache')) ? readdirSync(path.join(p.dir, 'cache')) : []).toEqual([]);
  });

  it('passes SIGTERM on to the script it re-ran, and exits as the script did', async () => {
    const p = project(99);
    p.run();
    const child = spawn(process.execPath, [path.join(p.dir, 'scripts', 'node24.mjs'), path.join(p.dir, 'scripts', 'probe.mjs'), 'wait'], {
      env: p.env,
    });
    let out = '';
    await new Promise((resolve) => child.stdout.on('data', (chunk) => ((out += chunk), out.includes('\n') && resolve())));
    expect(probeOf(out).pid).not.toBe(child.pid);
    child.kill('SIGTERM');
    // 'close', not 'exit': the child's last output may still be in the pipe when it exits.
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(out).toContain('got SIGTERM');
    expect(code).toBe(3);
  });

  const older = olderNode();
  (older ? it : it.skip)(`runs on this machine's older Node (${older?.version ?? 'none found'}) and hands over to Node 24`, () => {
    const p = project(24);
    const res = p.run(['0'], older.node);
    expect(res.stderr).toMatch(new RegExp(`^Node ${older.version.slice(1)} is older than 24: fetched Node 24\\.7\\.1 `));
    expect(res.status).toBe(0);
    expect(probeOf(res.stdout).version).toBe(process.version);
  });
});
