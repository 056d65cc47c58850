import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { appRoutes } from './support/app-routes';
import { nextIp, validContact } from './support/lead-requests';
import { createTestApp } from './support/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>>;
};

const artefact = path.resolve(__dirname, '..', 'dist', 'openapi.json');
const howToAdd =
  "add apiRoute('METHOD /api/…', { summary, body, responses }) to contracts/src/<route>.route.ts, exported from api-routes.ts (see contracts/README.md)";

describe('GET /api/openapi.json', () => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(() => t.close());

  it('documents every /api route the app serves, and only those', () => {
    const served = appRoutes(t.app)
      .filter((r) => r.path.startsWith('/api/'))
      .map((r) => `${r.method} ${r.path}`);
    const documented = Object.entries(doc.paths).flatMap(([p, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${p}`));
    expect(served.length).toBeGreaterThanOrEqual(12);
    expect({ undocumented: served.filter((r) => !documented.includes(r)), howToAdd }).toEqual({ undocumented: [], howToAdd });
    expect({ notServed: documented.filter((r) => !served.includes(r)) }).toEqual({ notServed: [] });
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  it('is also written by the build to backend/dist/openapi.json, identical to what is served', () => {
    expect(existsSync(artefact)).toBe(true);
    expect(JSON.parse(readFileSync(artefact, 'utf8'))).toEqual(doc);
  });

  it('real answers match the schemas it documents for them', async () => {
    const validator = new Validator();
    await validator.validate(structuredClone(doc));
    const resolved = validator.resolveRefs() as Doc;
    const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
    const samples: { method: 'GET' | 'POST'; url: string; route: string; payload?: object }[] = [
      { method: 'GET', url: '/api/jobs', route: '/api/jobs' },
      { method: 'GET', url: '/api/blogs?limit=2', route: '/api/blogs' },
      { method: 'GET', url: '/api/blogs?page=zero', route: '/api/blogs' },
      { method: 'GET', url: '/api/blogs/no-such-post', route: '/api/blogs/{slug}' },
      { method: 'GET', url: '/api/client-env', route: '/api/client-env' },
      { method: 'GET', url: '/api/openapi.json', route: '/api/openapi.json' },
      { method: 'POST', url: '/api/contact', route: '/api/contact', payload: validContact },
      { method: 'POST', url: '/api/contact', route: '/api/contact', payload: { ...validContact, name: 'A' } },
      { method: 'POST', url: '/api/newsletter', route: '/api/newsletter', payload: { email: 'reader@example.com' } },
      {
        method: 'POST',
        url: '/api/chatbot-webhook',
        route: '/api/chatbot-webhook',
        payload: { message: 'What do you automate?', sessionId: 'abcdef1234', source: 'website_chat' },
      },
    ];
    for (const s of samples) {
      const res = await t.inject({ method: s.method, url: s.url, payload: s.payload, headers: { 'x-forwarded-for': nextIp() } });
      const documented = resolved.paths[s.route][s.method.toLowerCase()].responses[String(res.statusCode)];
      expect({ call: `${s.method} ${s.url}`, status: res.statusCode, documented: Boolean(documented) }).toEqual({
        call: `${s.method} ${s.url}`,
        status: res.statusCode,
        documented: true,
      });
      const validate = ajv.compile(documented.content!['application/json'].schema);
      expect({ call: `${s.method} ${s.url}`, errors: validate(res.json()) ? null : validate.errors }).toEqual({
        call: `${s.method} ${s.url}`,
        errors: null,
      });
    }
  });
});

describe('GET /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('is a readable page listing every documented operation, with a policy that lets no script run', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).not.toContain('script-src');
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('href="/api/openapi.json"');
    for (const op of ['POST /api/contact', 'POST /api/contact-webhook', 'GET /api/blogs/{slug}', 'POST /api/newsletter/unsubscribe']) {
      expect(res.body).toContain(`>${op}</a>`);
    }
    // The schemas themselves, not just the route names: the contact form's name rule.
    expect(res.body).toContain('&quot;minLength&quot;: 2');
  });
});
