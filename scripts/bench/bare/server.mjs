// The comparison server for the benchmarks: the same paths as the product, answered by a bare
// Fastify with `pg` and the same SQL, without Nest, Prisma, guards, pipes, hooks or headers.
// What the product costs on top of this is the framework's price. Not for production.
//   PORT=… DATABASE_URL=… STATIC_DIR=… node scripts/bench/bare/server.mjs
import fastifyStatic from '@fastify/static';
import { contactRequestSchema } from '@prairieflow/contracts';
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root: process.env.STATIC_DIR, serve: false });

app.get('/readyz', async () => ({ status: 'ready' }));

// Prerendered pages: the file on disk, as the product's static route sends it.
for (const page of ['/', '/about', '/services/Healthcare']) {
  app.get(page, (_req, reply) => reply.type('text/html; charset=utf-8').sendFile(`${page === '/' ? '' : `${page.slice(1)}/`}index.html`));
}

// GET /api/blogs: the count and the page of published posts (BlogsService's two queries).
app.get('/api/blogs', async (request) => {
  const page = Math.max(1, Number(request.query.page ?? 1) | 0);
  const limit = Math.min(50, Math.max(1, Number(request.query.limit ?? 9) | 0));
  const published = "is_draft = false AND published_at <= now() AND language = 'en'";
  const total = (await pool.query({ name: 'count', text: `SELECT count(*)::int AS n FROM blog_posts WHERE ${published}` })).rows[0].n;
  const { rows } = await pool.query({
    name: 'page',
    text: `SELECT id, slug, title, content_html, cover_image_url, seo_description, published_at, created_at, estimated_read_time
           FROM blog_posts WHERE ${published} ORDER BY published_at DESC, id ASC OFFSET $1 LIMIT $2`,
    values: [(page - 1) * limit, limit],
  });
  const data = rows.map((r) => ({ ...r, content: r.content_html?.replace(/^[^\n]*\n/, '') ?? '', content_html: undefined }));
  return { success: true, data, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
});

// GET /api/jobs?language=fr: JobsService's one query and its filter (French listings, and the
// English ones with no open French translation).
app.get('/api/jobs', async (request) => {
  const wanted = request.query.language === 'fr' ? 'fr' : 'en';
  const { rows } = await pool.query({
    name: 'jobs',
    text: `SELECT id, title, location, type, description, posted_at, application_link, language, translation_group
           FROM job_listings WHERE closed_at IS NULL AND language = ANY($1) ORDER BY posted_at DESC, created_at DESC`,
    values: [wanted === 'en' ? ['en'] : ['en', wanted]],
  });
  const translated = new Set(rows.filter((r) => r.language === wanted && r.translation_group).map((r) => r.translation_group));
  const data = rows
    .filter((r) => r.language === wanted || !translated.has(r.id))
    .map((r) => ({
      id: r.id,
      title: r.title,
      location: r.location,
      type: r.type,
      description: r.description,
      posted_at: r.posted_at.toISOString().slice(0, 10),
      application_link: r.application_link,
      language: r.language,
      fallback: r.language !== wanted,
    }));
  return { success: true, data };
});

// POST /api/contact: the same zod schema and the same single statement (contact, its staff
// e-mail delivery and the worker job), so only the framework differs.
app.post('/api/contact', async (request, reply) => {
  const parsed = contactRequestSchema.safeParse(request.body);
  if (!parsed.success) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'Invalid contact' });
  const c = parsed.data;
  const [id, deliveryId] = [randomUUID(), randomUUID()];
  await pool.query({
    name: 'contact',
    text: `WITH lead AS (
        INSERT INTO contacts (id, name, email, phone, company, industry, message, schedule_meeting, source, utm_source, is_spam, created_at)
        VALUES ($1::uuid, $2, $3, $4, $5, $6, $7, $8, $9, $10, false, now()) RETURNING id),
      stored AS (
        INSERT INTO deliveries (id, kind, subject_type, subject_id, message_id, payload)
        SELECT $11::uuid, 'staff_email', 'contact', id, $12, $13::jsonb FROM lead RETURNING id)
      SELECT count(graphile_worker.add_job('deliver', json_build_object('deliveryId', id), max_attempts => 10, job_key => id::text))::int AS n FROM stored`,
    values: [
      id,
      c.name,
      c.email,
      c.phone ?? null,
      c.company ?? null,
      c.industry,
      c.message,
      c.schedule_meeting,
      c.source,
      c.utm_source ?? null,
      deliveryId,
      `<${deliveryId}@bench>`,
      JSON.stringify({ to: 'staff' }),
    ],
  });
  return reply.code(201).send({ success: true, id });
});

// POST /rest/v1/page_views: the embedded /rest/v1's transaction (role anon, request settings
// for row-level security, the insert) without its parser, auth or limits.
app.post('/rest/v1/page_views', async (request, reply) => {
  const b = request.body;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query({
      name: 'settings',
      text: "SELECT set_config('role', 'anon', true), set_config('request.headers', $1, true)",
      values: [JSON.stringify({ 'x-visitor-id': b.visitor_id })],
    });
    await client.query({
      name: 'page_view',
      text: 'INSERT INTO page_views (visitor_id, page_url, page_title, utm_source, utm_medium, utm_campaign) VALUES ($1, $2, $3, $4, $5, $6)',
      values: [b.visitor_id, b.page_url, b.page_title ?? null, b.utm_source ?? null, b.utm_medium ?? null, b.utm_campaign ?? null],
    });
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return reply.code(201).send();
});

await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
