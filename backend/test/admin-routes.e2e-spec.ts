import { appRoutesUnder } from './support/admin-routes';
import { ORIGIN, enrolOperator, signIn } from './support/admin';
import { validContact } from './support/lead-requests';
import { createTestApp } from './support/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Every /api/admin route with a valid request, and a bad one with the field it must name.
 * A route added to the app but not to this list fails the first test.
 */
const routes: {
  method: Method;
  url: string;
  roles: ('admin' | 'editor' | 'public')[];
  body?: object;
  bad: { url?: string; body?: object; field: string };
}[] = [
  {
    method: 'POST',
    url: '/api/admin/session',
    roles: ['public'],
    body: { email: 'x@example.com', password: 'p', code: '123456' },
    bad: { body: { email: 'x@example.com', password: 'p', code: '12' }, field: 'code' },
  },
  { method: 'GET', url: '/api/admin/session', roles: ['admin', 'editor'], bad: { field: '' } },
  { method: 'DELETE', url: '/api/admin/session', roles: ['admin', 'editor'], bad: { field: '' } },
  {
    method: 'POST',
    url: '/api/admin/enrolment/start',
    roles: ['public'],
    body: { token: 'a'.repeat(43) },
    bad: { body: { token: 'short' }, field: 'token' },
  },
  {
    method: 'POST',
    url: '/api/admin/enrolment/finish',
    roles: ['public'],
    body: { token: 'a'.repeat(43), password: 'x'.repeat(12), code: '123456' },
    bad: { body: { token: 'a'.repeat(43), password: 'short', code: '123456' }, field: 'password' },
  },
  { method: 'GET', url: '/api/admin/leads', roles: ['admin'], bad: { url: '/api/admin/leads?status=lost', field: 'status' } },
  {
    method: 'GET',
    url: '/api/admin/leads/export.csv',
    roles: ['admin'],
    bad: { url: '/api/admin/leads/export.csv?from=2026-13-40', field: 'from' },
  },
  { method: 'GET', url: `/api/admin/leads/${SOME_ID}`, roles: ['admin'], bad: { url: '/api/admin/leads/not-a-uuid', field: 'id' } },
  {
    method: 'PATCH',
    url: `/api/admin/leads/${SOME_ID}`,
    roles: ['admin'],
    body: { status: 'done' },
    bad: { body: { status: 'won' }, field: 'status' },
  },
  {
    method: 'POST',
    url: `/api/admin/deliveries/${SOME_ID}/retry`,
    roles: ['admin'],
    bad: { url: '/api/admin/deliveries/nope/retry', field: 'id' },
  },
  {
    method: 'POST',
    url: '/api/admin/privacy/search',
    roles: ['admin'],
    body: { email: 'x@example.com' },
    bad: { body: { email: 'nope' }, field: 'email' },
  },
  {
    method: 'POST',
    url: '/api/admin/privacy/export',
    roles: ['admin'],
    body: { email: 'x@example.com' },
    bad: { body: { email: '' }, field: 'email' },
  },
  {
    method: 'POST',
    url: '/api/admin/privacy/erase',
    roles: ['admin'],
    body: { email: 'x@example.com', confirmEmail: 'x@example.com' },
    bad: { body: { email: 'x@example.com', confirmEmail: 'y@example.com' }, field: 'confirmEmail' },
  },
  { method: 'GET', url: '/api/admin/audit', roles: ['admin'], bad: { url: '/api/admin/audit?page=0', field: 'page' } },
  { method: 'GET', url: '/api/admin/operators', roles: ['admin'], bad: { field: '' } },
  {
    method: 'POST',
    url: '/api/admin/operators',
    roles: ['admin'],
    body: { email: 'new-op@example.com', role: 'editor' },
    bad: { body: { email: 'new@example.com', role: 'owner' }, field: 'role' },
  },
  {
    method: 'POST',
    url: `/api/admin/operators/${SOME_ID}/disable`,
    roles: ['admin'],
    bad: { url: '/api/admin/operators/1/disable', field: 'id' },
  },
  {
    method: 'POST',
    url: `/api/admin/operators/${SOME_ID}/reset`,
    roles: ['admin'],
    bad: { url: '/api/admin/operators/1/reset', field: 'id' },
  },
  { method: 'GET', url: '/api/admin/posts', roles: ['admin', 'editor'], bad: { url: '/api/admin/posts?status=gone', field: 'status' } },
  {
    method: 'POST',
    url: '/api/admin/posts',
    roles: ['admin', 'editor'],
    body: { title: 'Route check', slug: 'route-check', content: 'Body', draft: true },
    bad: { body: { title: 'T', slug: 'Bad Slug', content: 'x' }, field: 'slug' },
  },
  {
    method: 'GET',
    url: '/api/admin/posts/slug-check?slug=abc',
    roles: ['admin', 'editor'],
    bad: { url: '/api/admin/posts/slug-check?slug=A%20B', field: 'slug' },
  },
  {
    method: 'POST',
    url: '/api/admin/posts/preview',
    roles: ['admin', 'editor'],
    body: { content: '# Hi' },
    bad: { body: { content: 5 }, field: 'content' },
  },
  { method: 'GET', url: `/api/admin/posts/${SOME_ID}`, roles: ['admin', 'editor'], bad: { url: '/api/admin/posts/nope', field: 'id' } },
  {
    method: 'PUT',
    url: `/api/admin/posts/${SOME_ID}`,
    roles: ['admin', 'editor'],
    body: { title: 'T', slug: 'route-check-2', content: 'Body' },
    bad: { body: { title: 'T', slug: 'ok', content: 'x', published_at: 'soon' }, field: 'published_at' },
  },
  {
    method: 'POST',
    url: '/api/admin/uploads',
    roles: ['admin', 'editor'],
    body: { filename: 'x.png', data: 'aGVsbG8=' },
    bad: { body: { filename: 'x.png', data: '***' }, field: 'data' },
  },
  { method: 'GET', url: '/api/admin/jobs', roles: ['admin', 'editor'], bad: { field: '' } },
  {
    method: 'POST',
    url: '/api/admin/jobs',
    roles: ['admin', 'editor'],
    body: {
      title: 'Route check job',
      location: 'Remote',
      type: 'Full-time',
      description: 'A listing the route check adds.',
      posted_at: '2026-11-20',
      application_link: 'mailto:jobs@example.com',
    },
    bad: {
      body: {
        title: 'Job',
        location: 'Remote',
        type: 'Full-time',
        description: 'A listing the route check adds.',
        posted_at: '2026-11-20',
        application_link: 'ftp://x',
      },
      field: 'application_link',
    },
  },
  {
    method: 'PATCH',
    url: `/api/admin/jobs/${SOME_ID}`,
    roles: ['admin', 'editor'],
    body: { closed: true },
    bad: { body: { closed: 'yes' }, field: 'closed' },
  },
  { method: 'GET', url: '/api/admin/analytics', roles: ['admin'], bad: { url: '/api/admin/analytics?range=custom', field: 'from' } },
  {
    method: 'GET',
    url: '/api/admin/analytics/export.csv?table=pages',
    roles: ['admin'],
    bad: { url: '/api/admin/analytics/export.csv?table=secrets', field: 'table' },
  },
  { method: 'GET', url: '/api/admin/analytics/live', roles: ['admin'], bad: { field: '' } },
  { method: 'GET', url: '/api/admin/chats', roles: ['admin'], bad: { url: '/api/admin/chats?outcome=happy', field: 'outcome' } },
  {
    method: 'GET',
    url: '/api/admin/chats/unanswered',
    roles: ['admin'],
    bad: { url: '/api/admin/chats/unanswered?days=0', field: 'days' },
  },
  { method: 'GET', url: '/api/admin/chats/conv_abcdef12', roles: ['admin'], bad: { url: '/api/admin/chats/nope', field: 'id' } },
];

const pattern = (url: string) => url.split('?')[0].replace(SOME_ID, '{id}').replace('conv_abcdef12', '{id}');

describe('every /api/admin route checks Origin, session and role, and validates input', () => {
  let t: TestApp;
  let adminCookie: string;
  let editorCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminCookie = await signIn(t, await enrolOperator(t, 'admin@prairieflow.example', 'admin'));
    editorCookie = await signIn(t, await enrolOperator(t, 'editor@prairieflow.example', 'editor'));
    await t.inject({ method: 'POST', url: '/api/contact', payload: validContact });
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, headers: Record<string, string>, body?: object) =>
    t.inject({ method, url, headers: { ...(method === 'GET' ? {} : { origin: ORIGIN }), ...headers }, ...(body ? { payload: body } : {}) });

  it('lists every route the app serves under /api/admin', () => {
    expect(appRoutesUnder(t.app, '/api/admin/').sort()).toEqual(routes.map((r) => `${r.method} ${pattern(r.url)}`).sort());
  });

  const protectedRoutes = routes.filter((r) => !r.roles.includes('public'));

  it.each(protectedRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s without a session is 401 and returns no data',
    async (_name, route) => {
      const response = await call(route.method, route.url, {}, route.body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Sign in to continue' });
      const forged = await call(route.method, route.url, { cookie: `pf_console=${'A'.repeat(43)}` }, route.body);
      expect(forged.statusCode).toBe(401);
    },
  );

  it.each(protectedRoutes.filter((r) => !r.roles.includes('editor')).map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s as an editor is 403',
    async (_name, route) => {
      const response = await call(route.method, route.url, { cookie: editorCookie }, route.body);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('ada@example.com');
    },
  );

  it.each(routes.filter((r) => r.method !== 'GET').map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s from another site (or with no Origin) is 403 even with a session',
    async (_name, route) => {
      for (const origin of ['https://evil.example', 'null', undefined]) {
        const response = await t.inject({
          method: route.method,
          url: route.url,
          headers: { cookie: adminCookie, ...(origin ? { origin } : {}) },
          ...(route.body ? { payload: route.body } : {}),
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Cross-site request refused: Origin does not match the site');
      }
    },
  );

  it.each(routes.filter((r) => r.bad.field).map((r) => [`${r.method} ${r.bad.url ?? r.url}`, r] as const))(
    '%s with bad input is 400 naming the field',
    async (_name, route) => {
      const response = await call(route.method, route.bad.url ?? route.url, { cookie: adminCookie }, route.bad.body);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues.map((i: { path: string }) => i.path)).toContain(route.bad.field);
    },
  );

  it('an admin reaches every protected route (404 for an id that does not exist)', async () => {
    for (const route of protectedRoutes.filter((r) => r.url !== '/api/admin/session' || r.method === 'GET')) {
      const response = await call(route.method, route.url, { cookie: adminCookie }, route.body);
      // The upload's body is base64 of a text file: reached, and refused as not an image (400).
      const reached = route.url === '/api/admin/uploads' ? [400] : [200, 201, 204, 404];
      expect({ route: `${route.method} ${route.url}`, ok: reached.includes(response.statusCode) }).toEqual({
        route: `${route.method} ${route.url}`,
        ok: true,
      });
    }
  });

  it('an admin cannot disable or reset their own account from the console', async () => {
    const me = (await call('GET', '/api/admin/session', { cookie: adminCookie })).json().operator.id;
    for (const action of ['disable', 'reset']) {
      const response = await call('POST', `/api/admin/operators/${me}/${action}`, { cookie: adminCookie });
      expect(response.statusCode).toBe(409);
    }
    expect((await call('GET', '/api/admin/session', { cookie: adminCookie })).statusCode).toBe(200);
  });

  it('an editor can read and end their own session only', async () => {
    expect((await call('GET', '/api/admin/session', { cookie: editorCookie })).json().operator.role).toBe('editor');
    expect((await call('GET', '/api/admin/leads', { cookie: editorCookie })).statusCode).toBe(403);
  });

  it.each(
    protectedRoutes
      .filter((r) => r.roles.includes('editor') && r.url !== '/api/admin/session')
      .map((r) => [`${r.method} ${r.url}`, r] as const),
  )('%s as an editor is allowed (publishing)', async (_name, route) => {
    const body =
      route.body && 'slug' in route.body ? { ...route.body, slug: `${(route.body as { slug: string }).slug}-editor` } : route.body;
    const response = await call(route.method, route.url, { cookie: editorCookie }, body);
    expect({
      route: `${route.method} ${route.url}`,
      status: [401, 403].includes(response.statusCode) ? response.statusCode : 'allowed',
    }).toEqual({ route: `${route.method} ${route.url}`, status: 'allowed' });
  });
});
