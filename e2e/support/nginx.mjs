// Runs Debian's nginx with the project's templates (frontend/nginx/templates), rendered the way
// the nginx image renders them, in front of a running backend. Used by the nginx browser run.
//   node e2e/support/nginx.mjs <listenPort> <backendPort> <staticRoot>
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [listenPort, backendPort, staticRoot] = process.argv.slice(2);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const templates = path.join(root, 'frontend', 'nginx', 'templates');
const prefix = mkdtempSync(path.join(tmpdir(), 'pf-nginx-'));
const confD = path.join(prefix, 'conf.d');

const vars = {
  LISTEN_PORT: listenPort,
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
    else if (entry.endsWith('.template')) writeFileSync(path.join(to, entry.replace(/\.template$/, '')), render(readFileSync(source, 'utf8')));
  }
}
renderDir(templates, confD);
// The build's CSP snippet (scripts/csp.mjs), as the Dockerfile copies it into the web image.
renderDir(path.join(path.dirname(path.resolve(root, staticRoot)), 'nginx'), path.join(confD, 'snippets'));

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

const nginx = spawn(process.env.NGINX_BIN ?? 'nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: 'inherit',
});
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
nginx.on('exit', (code) => process.exit(code ?? 0));
