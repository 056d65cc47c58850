import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import dockerignore from '@balena/dockerignore';
import { configSchema } from '../src/config/config';
import { composeVariables, copySources, isPinned, readCompose, readDockerfile } from './support/container-files';
import { repoRoot } from './support/processes';

/**
 * Issue 16 item 5 and issue 18 item 10: no Docker engine runs here, so the container files are
 * checked by reading them. Each rule below is one way the stack was (or could be) broken.
 */
const stages = readDockerfile();
const compose = readCompose();
const services = Object.entries(compose.services);
const ignore = dockerignore({ ignorecase: false }).add(readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8'));
const example = readFileSync(path.join(repoRoot, '.env.example'), 'utf8');

describe('Dockerfile', () => {
  const stageNames = new Set(stages.map((s) => s.name).filter(Boolean));

  it.each(stages.map((s) => [s.name ?? s.image, s.image]))(
    'stage %s starts from a pinned image or an earlier stage (%s)',
    (_name, image) => {
      expect(stageNames.has(image) || isPinned(image)).toBe(true);
    },
  );

  const copies = stages.flatMap((s) =>
    s.instructions.filter((i) => i.op === 'COPY' || i.op === 'ADD').map((i) => ({ stage: s.name, ...i, ...copySources(i.args) })),
  );
  const fromContext = copies.filter((c) => !c.flags.from);
  it.each(fromContext.flatMap((c) => c.sources.map((source) => [source, c.line])))(
    'COPY source %s (line %s) exists and is sent to the builder',
    (source) => {
      const relative = String(source).replace(/^\.\/?/, '');
      if (relative === '' || relative === '.') return;
      expect(existsSync(path.join(repoRoot, relative))).toBe(true);
      expect(ignore.ignores(relative)).toBe(false);
    },
  );

  it('has a final stage for each compose service it builds, each with a HEALTHCHECK', () => {
    for (const [, service] of services.filter(([, s]) => s.build)) {
      const stage = stages.find((s) => s.name === service.build!.target);
      expect(stage?.instructions.some((i) => i.op === 'HEALTHCHECK')).toBe(true);
    }
  });

  it('the backend runs as a non-root user: migrate, then serve', () => {
    const backend = stages.find((s) => s.name === 'backend')!;
    const user = backend.instructions.filter((i) => i.op === 'USER').at(-1);
    expect(user?.args).toBe('node');
    expect(backend.instructions.find((i) => i.op === 'CMD')?.args).toBe(
      '["sh", "-c", "node scripts/migrate.mjs && exec node backend/dist/main.js"]',
    );
  });

  it('the web image drops `listen [::]` where IPv6 is off, after rendering its templates', () => {
    const web = stages.find((s) => s.name === 'web')!;
    const copy = web.instructions.find((i) => i.op === 'COPY' && i.args.includes('30-listen-ipv6-if-available.sh'));
    expect(copy?.args).toMatch(/--chmod=0755 .* \/docker-entrypoint\.d\/$/);
    // The image renders templates in 20-envsubst-on-templates.sh: ours must sort after it.
    expect('30-listen-ipv6-if-available.sh' > '20-envsubst-on-templates.sh').toBe(true);
  });
});

describe('.dockerignore', () => {
  it.each([
    'node_modules',
    'backend/node_modules',
    '.data',
    '.data/keys.json',
    '.env',
    '.env.production',
    '.git',
    'tls/tls.key',
    'backend/dist',
    'frontend/build',
  ])('keeps %s out of the build context', (p) => expect(ignore.ignores(p)).toBe(true));
  it.each(['.env.example', 'package.json', 'prisma/migrations', 'scripts/migrate.mjs', 'frontend/nginx/templates'])('sends %s', (p) =>
    expect(ignore.ignores(p)).toBe(false),
  );
});

describe('docker-compose.yml', () => {
  it.each(services.map(([name, s]) => [name, s.image]))('%s uses a pinned image (%s)', (_name, image) => {
    expect(isPinned(String(image))).toBe(true);
  });

  it.each(services.map(([name]) => [name]))(
    '%s has a healthcheck (its own or its image stage’s), log rotation and a stop grace period',
    (name) => {
      const service = compose.services[name];
      const stage = service.build ? stages.find((s) => s.name === service.build!.target) : undefined;
      expect(Boolean(service.healthcheck) || Boolean(stage?.instructions.some((i) => i.op === 'HEALTHCHECK'))).toBe(true);
      expect(service.logging).toEqual({ driver: 'json-file', options: { 'max-size': expect.any(String), 'max-file': expect.any(String) } });
      expect(service.stop_grace_period).toMatch(/^\d+s$/);
    },
  );

  it.each(services.filter(([, s]) => s.depends_on).map(([name]) => [name]))(
    '%s waits for a condition on every service it depends on',
    (name) => {
      for (const [, dependency] of Object.entries(compose.services[name].depends_on as Record<string, { condition?: string }>)) {
        expect(['service_healthy', 'service_completed_successfully']).toContain(dependency.condition);
      }
    },
  );

  it.each(composeVariables().map((v) => [v]))('%s is documented in .env.example', (name) => {
    expect(example).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
  });

  it('PostgREST gets its database URI, anon role, JWT secret and schemas', () => {
    const env = compose.services.rest.environment!;
    for (const key of ['PGRST_DB_URI', 'PGRST_DB_ANON_ROLE', 'PGRST_JWT_SECRET', 'PGRST_DB_SCHEMAS'])
      expect(env[key]).toEqual(expect.any(String));
    expect(env.PGRST_DB_URI).toMatch(/^postgres:\/\/authenticator:/);
    expect(compose.services.rest.healthcheck).toMatchObject({ test: ['CMD', 'postgrest', '--ready'] });
    expect(env.PGRST_ADMIN_SERVER_PORT).toBe('3001');
  });

  it('the backend reads all of .env, and every other setting it has is one the config schema knows', () => {
    const backend = compose.services.backend;
    expect(backend.env_file).toEqual([{ path: '.env', required: true }]);
    for (const key of Object.keys(backend.environment!)) expect(Object.keys(configSchema.shape)).toContain(key);
  });

  it('the backend logs in as its own role, not the database superuser', () => {
    const db = compose.services.db.environment!;
    const url = new URL(compose.services.backend.environment!.DATABASE_URL.replace('${APP_DB_PASSWORD}', 'x'));
    expect(url.username).toBe('app');
    expect(db.POSTGRES_USER).not.toBe(url.username);
    expect(compose.services.db.volumes).toContain('./scripts/compose/db-init.sh:/docker-entrypoint-initdb.d/10-app-role.sh:ro');
  });

  it("the backend's DATA_DIR is a named volume, not a tmpfs, on a read-only root", () => {
    const backend = compose.services.backend;
    expect(backend.environment!.DATA_DIR).toBe('/data');
    expect(backend.volumes).toContain('backend-data:/data');
    expect(compose.volumes).toHaveProperty('backend-data');
    expect(backend.read_only).toBe(true);
    expect(backend.tmpfs).toEqual(['/tmp']);
  });
});

describe('nginx without IPv6 (frontend/nginx/entrypoint/30-listen-ipv6-if-available.sh)', () => {
  const script = path.join(repoRoot, 'frontend/nginx/entrypoint/30-listen-ipv6-if-available.sh');
  const rendered = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pf-nginx-ipv6-'));
    for (const name of ['server-http', 'server-https']) {
      copyFileSync(path.join(repoRoot, `frontend/nginx/templates/snippets/${name}.conf.template`), path.join(dir, `${name}.conf`));
    }
    return dir;
  };
  const run = (dir: string, ifInet6: string) =>
    execFileSync('sh', [script], { env: { PATH: process.env.PATH, CONF_DIR: dir, IF_INET6: ifInet6 }, encoding: 'utf8' });
  const listens = (dir: string) =>
    ['server-http', 'server-https'].flatMap((n) =>
      readFileSync(path.join(dir, `${n}.conf`), 'utf8')
        .split('\n')
        .filter((l) => /^\s*listen /.test(l))
        .map((l) => l.trim()),
    );

  it('the templates listen on [::] (so there is something to drop)', () => {
    expect(listens(rendered()).filter((l) => l.startsWith('listen [::]')).length).toBeGreaterThan(0);
  });

  it('with IPv6 off, every `listen [::]` line goes and the IPv4 ones stay', () => {
    const dir = rendered();
    const before = listens(dir);
    expect(run(dir, '/nonexistent/if_inet6')).toContain('IPv6 is not available');
    expect(listens(dir)).toEqual(before.filter((l) => !l.startsWith('listen [::]')));
    expect(listens(dir).length).toBeGreaterThan(0);
  });

  it('with IPv6 on, nothing changes', () => {
    const dir = rendered();
    const flag = path.join(dir, 'if_inet6');
    writeFileSync(flag, '');
    chmodSync(flag, 0o644);
    const before = listens(dir);
    expect(run(dir, flag)).toBe('');
    expect(listens(dir)).toEqual(before);
  });
});
