import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBrowserTools, findChromium, findNginx } from '../browser-tools.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const debian = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n';

function program(dir, name, body = 'exit 0') {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), `#!/bin/sh\n${body}\n`);
  chmodSync(path.join(dir, name), 0o755);
  return path.join(dir, name);
}

/** A machine with neither tool: an empty PATH folder, no sbin folders, and a fake apt-get. */
function bareMachine({ aptExit = 0 } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'pf-tools-'));
  const bin = path.join(dir, 'bin');
  const sbin = path.join(dir, 'sbin');
  const log = path.join(dir, 'apt.log');
  mkdirSync(bin);
  // The fake apt-get records each call and, on install, puts the packages' programs in place.
  const aptGet = program(
    sbin,
    'apt-get',
    `PATH=/usr/bin:/bin:$PATH
echo "$DEBIAN_FRONTEND $*" >> ${log}
[ ${aptExit} -ne 0 ] && exit ${aptExit}
if [ "$1" = install ]; then
  for p in "$@"; do case "$p" in chromium|chromium-browser) printf '#!/bin/sh\\n' > ${bin}/$p; chmod +x ${bin}/$p;; nginx) printf '#!/bin/sh\\n' > ${sbin}/nginx; chmod +x ${sbin}/nginx;; esac; done
fi`,
  );
  const calls = () => {
    try {
      return readFileSync(log, 'utf8').trim().split('\n');
    } catch {
      return [];
    }
  };
  return { dir, bin, sbin, aptGet, calls, env: { PATH: bin } };
}

describe('finding Chromium and nginx', () => {
  it('takes CHROME_PATH and NGINX_BIN when they point at programs', () => {
    const m = bareMachine();
    const chrome = program(m.dir, 'my-chrome');
    const nginx = program(m.dir, 'my-nginx');
    expect(findChromium({ ...m.env, CHROME_PATH: chrome })).toBe(chrome);
    expect(findNginx({ ...m.env, NGINX_BIN: nginx }, [])).toBe(nginx);
  });

  it('refuses a CHROME_PATH or NGINX_BIN that is not a program, naming the variable', () => {
    expect(() => findChromium({ PATH: '', CHROME_PATH: '/no/such/chromium' })).toThrow(
      'CHROME_PATH=/no/such/chromium is not an executable file',
    );
    const notAProgram = path.join(mkdtempSync(path.join(tmpdir(), 'pf-tools-')), 'nginx.conf');
    writeFileSync(notAProgram, 'events {}', { mode: 0o644 });
    expect(() => findNginx({ PATH: '', NGINX_BIN: notAProgram }, [])).toThrow(`NGINX_BIN=${notAProgram} is not an executable file`);
  });

  it('finds chromium in PATH and nginx in an sbin folder that is not on PATH', () => {
    const m = bareMachine();
    const chrome = program(m.bin, 'chromium');
    const nginx = program(m.sbin, 'nginx');
    expect(findChromium(m.env)).toBe(chrome);
    expect(findNginx(m.env, [m.sbin])).toBe(nginx);
  });

  it('ignores files that are not executable', () => {
    const m = bareMachine();
    writeFileSync(path.join(m.bin, 'chromium'), 'not a program');
    expect(findChromium(m.env)).toBeUndefined();
  });
});

describe('ensureBrowserTools on a machine without them', () => {
  it('as root with apt-get: installs both without questions, then uses them', () => {
    const m = bareMachine();
    const log = [];
    const tools = ensureBrowserTools({ env: m.env, sbinDirs: [m.sbin], isRoot: true, osRelease: debian, log: (l) => log.push(l) });
    expect(m.calls()).toEqual(['noninteractive update -qq', 'noninteractive install -y -qq --no-install-recommends chromium nginx']);
    expect(tools).toEqual({ CHROME_PATH: path.join(m.bin, 'chromium'), NGINX_BIN: path.join(m.sbin, 'nginx') });
    expect(log).toEqual([
      'npm test runs the browser journeys in Chromium and behind nginx; not found: chromium, nginx. Installing chromium nginx with apt-get…',
    ]);
  });

  it('installs only what is missing, under its Ubuntu name', () => {
    const m = bareMachine();
    program(m.sbin, 'nginx');
    ensureBrowserTools({ env: m.env, sbinDirs: [m.sbin], isRoot: true, osRelease: 'ID=ubuntu\n', log: () => {} });
    expect(m.calls()[1]).toBe('noninteractive install -y -qq --no-install-recommends chromium-browser');
  });

  it('not root: stops with the exact command and runs nothing', () => {
    const m = bareMachine();
    expect(() => ensureBrowserTools({ env: m.env, sbinDirs: [m.sbin], isRoot: false, osRelease: debian })).toThrow(
      'not found: chromium, nginx.\nInstall them (as root), then run npm test again:\n  sudo apt-get install -y chromium nginx\n',
    );
    expect(m.calls()).toEqual([]);
  });

  it('without apt-get: stops with what to install', () => {
    const m = bareMachine();
    program(m.bin, 'chromium');
    expect(() => ensureBrowserTools({ env: m.env, sbinDirs: [], isRoot: true, osRelease: '' })).toThrow(
      "not found: nginx.\nInstall them with your system's package manager (on Debian or Ubuntu: sudo apt-get install -y nginx), then run npm test again.",
    );
  });

  it('when apt-get fails: stops with the command to run by hand', () => {
    const m = bareMachine({ aptExit: 100 });
    expect(() => ensureBrowserTools({ env: m.env, sbinDirs: [m.sbin], isRoot: true, osRelease: debian, log: () => {} })).toThrow(
      'apt-get update -qq failed (exit 100). Run it yourself, then npm test again:\n  sudo apt-get install -y chromium nginx',
    );
  });
});

describe('the entry points stop early and plainly', () => {
  it('npm test stops in seconds, before the build, when CHROME_PATH is wrong', () => {
    const started = Date.now();
    const run = spawnSync(process.execPath, ['scripts/node24.mjs', 'scripts/test.mjs'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CHROME_PATH: '/no/such/chromium' },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CHROME_PATH=/no/such/chromium is not an executable file');
    expect(run.stdout).not.toContain('build');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('the nginx journeys say nginx is missing instead of crashing with spawn ENOENT', () => {
    const run = spawnSync(process.execPath, ['e2e/support/nginx.mjs', '1', '2', 'frontend/build/client'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NGINX_BIN: '/no/such/nginx' },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('NGINX_BIN=/no/such/nginx is not an executable file');
    expect(run.stderr).not.toContain('ENOENT');
  });
});
