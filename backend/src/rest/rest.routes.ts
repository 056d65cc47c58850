import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findInvalidText } from '../security/text-guard';
import type { RestAuth } from './rest-auth';
import { fromDatabaseError, invalidBody, RestError } from './rest-error';
import { type RestExecutor, statement as prepare } from './rest-executor';
import { parseRestQuery, type RestQuery } from './rest-query';
import { type RestRateLimiter, WRITE_METHODS } from './rest-rate-limit';
import { acceptedShape, contentRange, corsHeaders, JSON_TYPE, OBJECT_TYPE, preflight, sendRestError } from './rest-response';
import { EXPOSED_SCHEMA, type SchemaCache, type TableInfo } from './rest-schema';
import { deleteStatement, insertStatement, readStatement, type Statement, updateStatement } from './rest-sql';

export interface RestDeps {
  auth: RestAuth;
  executor: RestExecutor;
  schema: SchemaCache;
  limiter: RestRateLimiter;
  logger: FastifyBaseLogger;
}

interface Outcome {
  rows: number;
  body: string | null;
}

/** Prefer header values, PostgREST style: comma-separated, may repeat. */
function preferences(header: string | string[] | undefined): Map<string, string> {
  const all = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  return new Map(all.map((p) => p.trim().split('=') as [string, string]).filter(([k]) => k));
}

function checkProfile(request: FastifyRequest): string | null {
  const header = request.method === 'GET' || request.method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const profile = request.headers[header];
  if (typeof profile !== 'string') return null;
  if (profile !== EXPOSED_SCHEMA) {
    throw new RestError(406, 'PGRST106', `Invalid schema: ${profile}`, null, `Only the following schemas are exposed: ${EXPOSED_SCHEMA}`);
  }
  return profile;
}

/** Deeper than any row this API stores; V8's recursive JSON.stringify overflows at a few thousand. */
const MAX_JSON_DEPTH = 64;

/** Nesting depth of a parsed JSON value, measured without recursion. */
function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

function jsonBody(raw: unknown): unknown {
  let body: unknown;
  try {
    if (typeof raw !== 'string' || raw.trim() === '') throw new Error('empty');
    body = JSON.parse(raw);
  } catch {
    throw invalidBody('Empty or invalid json');
  }
  if (jsonDepth(body) > MAX_JSON_DEPTH) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', `JSON is nested more than ${MAX_JSON_DEPTH} levels deep`);
  }
  // PostgreSQL's JSON parser (what PostgREST hands the body to) refuses \u0000 and lone
  // surrogates; JSON.parse accepts them, and pg would then fail or store U+FFFD instead.
  const where = findInvalidText(body);
  if (where)
    throw new RestError(
      400,
      '22P05',
      'unsupported Unicode escape sequence',
      `${where}: \\u0000 and lone surrogates cannot be converted to text.`,
    );
  return body;
}

/** The embedded /rest/v1: PostgREST's behaviour for the calls this product's browser makes. */
export function restRoutes(deps: RestDeps) {
  return (fastify: FastifyInstance, _options: unknown, done: () => void) => {
    // Bodies are parsed here so malformed JSON gets PostgREST's error, not the /api one.
    fastify.removeContentTypeParser('application/json');
    // Like PostgREST, a table write takes JSON only: text/plain would also let any page post
    // cross-site without a CORS preflight.
    fastify.removeContentTypeParser('text/plain');
    fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    fastify.setErrorHandler((error, request, reply) => {
      if (error instanceof RestError) return sendRestError(request, reply, error);
      const database = fromDatabaseError(error);
      if (database) {
        if (database.status >= 500) deps.logger.error({ code: database.code }, 'rest/v1 database error');
        return sendRestError(request, reply, database);
      }
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 415) {
        return sendRestError(
          request,
          reply,
          new RestError(415, 'PGRST107', `Content-Type not acceptable: ${request.headers['content-type'] ?? ''}`),
        );
      }
      if (status && status >= 400 && status < 500)
        return sendRestError(
          request,
          reply,
          new RestError(status, 'PGRST102', status === 413 ? 'Request body is too large' : 'Empty or invalid json'),
        );
      deps.logger.error({ err: error }, 'rest/v1 internal error');
      return sendRestError(request, reply, new RestError(500, 'PGRSTX00', 'Internal server error'));
    });

    fastify.options('/*', (request, reply) => preflight(request, reply));
    fastify.get('/', () => {
      throw new RestError(404, 'PGRST126', 'Root endpoint metadata is disabled');
    });
    fastify.route({
      method: ['GET', 'POST', 'PATCH', 'DELETE', 'PUT'],
      url: '/:table',
      handler: (request: FastifyRequest<{ Params: { table: string } }>, reply) => handle(deps, request, reply),
    });
    fastify.route({
      method: ['GET', 'POST', 'PATCH', 'DELETE', 'PUT'],
      url: '/*',
      handler: () => {
        throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
      },
    });
    done();
  };
}

async function handle(deps: RestDeps, request: FastifyRequest<{ Params: { table: string } }>, reply: FastifyReply) {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const claims = await deps.auth.claimsFor(request.headers);
  const profile = checkProfile(request);
  const shape = acceptedShape(request.headers.accept);
  const name = request.params.table;
  const table = await deps.schema.table(name);
  if (!table) {
    throw new RestError(
      404,
      'PGRST205',
      `Could not find the table '${EXPOSED_SCHEMA}.${name}' in the schema cache`,
      null,
      deps.schema.suggest(name),
    );
  }
  // request.ip honours TRUST_PROXY: behind nginx it is the visitor, and cannot be spoofed.
  if (WRITE_METHODS.has(method)) await deps.limiter.consume(request.ip);
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  const query = parseRestQuery(search);
  const prefer = preferences(request.headers.prefer);
  for (const unsupported of ['resolution', 'tx', 'max-affected']) {
    if (prefer.has(unsupported))
      throw new RestError(400, 'PGRST127', 'Feature not implemented', `Prefer: ${unsupported} is not served by the embedded /rest/v1`);
  }
  const representation = prefer.get('return') === 'representation';
  if ((method === 'PATCH' || method === 'DELETE') && query.filters.length === 0) {
    // Supabase runs pg-safeupdate: a change without a filter would touch every visible row.
    throw new RestError(400, '21000', `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`);
  }

  const statement = buildStatement(method, request, table, query, representation);

  const headers: Record<string, string> = { ...corsHeaders(request) };
  if (profile) headers['content-profile'] = profile;
  if (prefer.has('return')) headers['preference-applied'] = `return=${prefer.get('return')}`;
  const context = {
    claims,
    headers: Object.fromEntries(
      Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(', ') : String(v ?? '')]),
    ),
    method: request.method,
    path: `/${name}`,
  };
  const wantsObject = shape === 'object' && (method === 'GET' || statement?.returnsRows === true);
  const outcome: Outcome = statement
    ? await deps.executor.run(
        context,
        async (client): Promise<Outcome> => {
          const result = await client.query<{ total: string; body: string }>(prepare(statement.sql, statement.params));
          if (!statement.returnsRows) return { rows: result.rowCount ?? 0, body: null };
          return { rows: Number(result.rows[0].total), body: String(result.rows[0].body) };
        },
        // PostgREST rolls back a change whose result cannot be the single object asked for.
        (o) => !wantsObject || o.rows === 1,
      )
    : { rows: 0, body: method === 'GET' ? '[]' : null };

  if (wantsObject && outcome.rows !== 1) {
    throw new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${outcome.rows} rows`);
  }
  const range = contentRange(outcome.rows, method === 'GET' ? (query.offset ?? 0) : 0);
  const status = method === 'POST' ? 201 : outcome.body !== null ? 200 : 204;
  reply.status(status).headers({ ...headers, 'content-range': method === 'POST' ? '*/*' : range });
  if (outcome.body === null) return reply.send();
  const body = wantsObject ? outcome.body.slice(1, -1).trim() : outcome.body;
  return reply.header('content-type', wantsObject ? OBJECT_TYPE : JSON_TYPE).send(body);
}

function buildStatement(
  method: string,
  request: FastifyRequest,
  table: TableInfo,
  query: RestQuery,
  representation: boolean,
): Statement | null {
  if (method === 'GET') return readStatement(table, query);
  if (method === 'POST') return insertStatement(table, query, jsonBody(request.body), representation);
  if (method === 'PATCH') return updateStatement(table, query, jsonBody(request.body), representation);
  if (method === 'DELETE') return deleteStatement(table, query, representation);
  throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
}
