// Runs Debian's nginx with the project's templates (frontend/nginx/templates), rendered the way
// the nginx image renders them, in front of a running backend. Used by the nginx browser run.
//   node e2e/support/nginx.mjs <listenPort> <backendPort> <staticRoot>
// With NGINX_TLS_PORT set it runs the TLS setup (WEB_SCHEME=https): TLS on that port from a
// self-signed certificate for localhost/127.0.0.1 written to NGINX_TLS_DIR (tls.crt, tls.key;
// a temp folder by default), and <listenPort> redirecting to it.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findNginx } from '../../scripts/browser-tools.mjs';

const [listenPort, backendPort, staticRoot] = process.argv.slice(2);
/** A missing nginx is said plainly here, not as a raw `spawn nginx ENOENT` from Playwright. */
const nginxBin = (() => {
  try {
    const found = findNginx();
    if (found) return found;
    console.error('nginx was not found (NGINX_BIN, PATH, /usr/sbin). Run npm test, which installs it or prints the command to run.');
  } catch (error) {
    console.error(error.message);
  }
  process.exit(1);
})();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const templates = path.join(root, 'frontend', 'nginx', 'templates');
const prefix = mkdtempSync(path.join(tmpdir(), 'pf-nginx-'));
const confD = path.join(prefix, 'conf.d');

const tlsPort = process.env.NGINX_TLS_PORT;
const tlsDir = process.env.NGINX_TLS_DIR ?? path.join(prefix, 'tls');
if (tlsPort) writeSelfSignedCertificate(tlsDir);

/** A throwaway certificate, as an operator would mount a real one. */
function writeSelfSignedCertificate(dir) {
  mkdirSync(dir, { recursive: true });
  if (existsSync(path.join(dir, 'tls.crt'))) return;
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'tls.key'),
      '-out',
      path.join(dir, 'tls.crt'),
    ],
    { stdio: 'ignore' },
  );
}

const vars = {
  LISTEN_PORT: listenPort,
  WEB_SCHEME: tlsPort ? 'https' : 'http',
  TLS_LISTEN_PORT: tlsPort ?? '',
  TLS_CERT: path.join(tlsDir, 'tls.crt'),
  TLS_KEY: path.join(tlsDir, 'tls.key'),
  HTTPS_PUBLIC_PORT: tlsPort ?? '443',
  REAL_IP_FROM: '127.0.0.1',
  BACKEND_HOSTPORT: `127.0.0.1:${backendPort}`,
  // The embedded backend serves the PostgREST-compatible subset itself under /rest/v1/.
  REST_URL: `http://127.0.0.1:${backendPort}/rest/v1/`,
  STATIC_ROOT: path.resolve(root, staticRoot),
  SNIPPETS_DIR: path.join(confD, 'snippets'),
  CONNECT_SRC_EXTRA: '',
  ...(process.env.NGINX_VARS ? JSON.parse(process.env.NGINX_VARS) : {}),
};

/** envsubst as the nginx image runs it: only the listed variables are replaced. */
const render = (text) => text.replace(/\$\{([A-Z_]+)\}/g, (m, name) => (name in vars ? vars[name] : m));

function renderDir(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    const source = path.join(from, entry);
    if (statSync(source).isDirectory()) renderDir(source, path.join(to, entry));
    else if (entry.endsWith('.template'))
      writeFileSync(path.join(to, entry.replace(/\.template$/, '')), render(readFileSync(source, 'utf8')));
  }
}
renderDir(templates, confD);
// The build's CSP snippet (scripts/csp.mjs), as the Dockerfile copies it into the web image.
renderDir(path.join(path.dirname(path.resolve(root, staticRoot)), 'nginx'), confD);

const user = userInfo().uid === 0 ? 'user root root;' : '';
writeFileSync(
  path.join(prefix, 'nginx.conf'),
  `${user}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${confD}/*.conf;
}
`,
);

const nginx = spawn(nginxBin, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: 'inherit',
});
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
nginx.on('exit', (code) => process.exit(code ?? 0));
