// Finds the machine's Chromium and nginx for the browser journeys (npm test), installs them with
// apt-get when it can (root on Debian/Ubuntu), or says exactly what to run: checked before the
// long build, so a missing tool costs seconds, not a build and the whole Jest run.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Where Debian and Ubuntu put nginx: not on a normal user's PATH. */
export const SBIN_DIRS = ['/usr/sbin', '/usr/local/sbin', '/sbin'];
const CHROMIUM_NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** First executable called one of `names` in PATH, then in `extraDirs`. */
export function which(names, env, extraDirs = []) {
  const dirs = [...(env.PATH ?? '').split(path.delimiter).filter(Boolean), ...extraDirs];
  for (const dir of dirs) for (const name of names) if (isExecutable(path.join(dir, name))) return path.join(dir, name);
  return undefined;
}

/** CHROME_PATH / NGINX_BIN win when set, and must then point at a program. */
function find(variable, names, env, extraDirs) {
  const given = env[variable];
  if (given) {
    if (!isExecutable(given)) throw new Error(`${variable}=${given} is not an executable file: fix or unset it, then run npm test again.`);
    return given;
  }
  return which(names, env, extraDirs);
}

export const findChromium = (env = process.env) => find('CHROME_PATH', CHROMIUM_NAMES, env, []);
export const findNginx = (env = process.env, sbinDirs = SBIN_DIRS) => find('NGINX_BIN', ['nginx'], env, sbinDirs);
const findTools = (env, sbinDirs) => ({ chromium: findChromium(env), nginx: findNginx(env, sbinDirs) });

/** Package names: Ubuntu ships Chromium as chromium-browser. */
function packagesFor(missing, osRelease) {
  const ubuntu = /^ID=ubuntu$/m.test(osRelease);
  return missing.map((tool) => (tool === 'chromium' && ubuntu ? 'chromium-browser' : tool));
}

/**
 * Returns { CHROME_PATH, NGINX_BIN } for the browser runs, installing what is missing when this
 * is root on a machine with apt-get; otherwise throws with the exact command to run.
 */
export function ensureBrowserTools({
  env = process.env,
  sbinDirs = SBIN_DIRS,
  isRoot = process.getuid?.() === 0,
  osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '',
  log = (line) => console.log(line),
} = {}) {
  let tools = findTools(env, sbinDirs);
  const missing = Object.keys(tools).filter((tool) => !tools[tool]);
  if (missing.length === 0) return { CHROME_PATH: tools.chromium, NGINX_BIN: tools.nginx };

  const packages = packagesFor(missing, osRelease);
  const aptGet = which(['apt-get'], env, sbinDirs);
  const command = `sudo apt-get install -y ${packages.join(' ')}`;
  const why = `npm test runs the browser journeys in Chromium and behind nginx; not found: ${missing.join(', ')}.`;
  if (aptGet && isRoot) {
    log(`${why} Installing ${packages.join(' ')} with apt-get…`);
    const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', '--no-install-recommends', ...packages],
    ]) {
      const result = spawnSync(aptGet, args, { env: aptEnv, stdio: ['ignore', 'ignore', 'inherit'] });
      if (result.status !== 0)
        throw new Error(
          `${why}\napt-get ${args.join(' ')} failed (exit ${result.status ?? result.error?.message}). Run it yourself, then npm test again:\n  ${command}`,
        );
    }
    tools = findTools(env, sbinDirs);
    const still = Object.keys(tools).filter((tool) => !tools[tool]);
    if (still.length > 0)
      throw new Error(
        `${why}\napt-get installed ${packages.join(' ')}, yet ${still.join(', ')} is still not found. Set CHROME_PATH / NGINX_BIN to the programs.`,
      );
    return { CHROME_PATH: tools.chromium, NGINX_BIN: tools.nginx };
  }
  const how = aptGet
    ? `Install them (as root), then run npm test again:\n  ${command}`
    : `Install them with your system's package manager (on Debian or Ubuntu: ${command}), then run npm test again.`;
  throw new Error(`${why}\n${how}\nOr point CHROME_PATH and NGINX_BIN at existing programs.`);
}
