import type { FastifyReply, FastifyRequest } from 'fastify';
import { RestError } from './rest-error';

export const JSON_TYPE = 'application/json; charset=utf-8';
export const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';
const EXPOSED_HEADERS =
  'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit';

/** What the client asked for in Accept: a JSON array (default) or PostgREST's single object. */
export function acceptedShape(accept: string | undefined): 'array' | 'object' {
  if (!accept) return 'array';
  const types = accept.split(',').map((t) => t.split(';')[0].trim().toLowerCase());
  if (types.includes('application/vnd.pgrst.object+json') || types.includes('application/vnd.pgrst.object')) return 'object';
  if (types.some((t) => t === '*/*' || t === 'application/*' || t === 'application/json' || t === 'application/vnd.pgrst.array+json'))
    return 'array';
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);
}

/** PostgREST's Content-Range for `n` rows starting at `offset`, total unknown. */
export const contentRange = (n: number, offset = 0) => (n === 0 ? '*/*' : `${offset}-${offset + n - 1}/*`);

/** CORS as PostgREST answers it: any origin may call the anon API (no cookies are used). */
export function corsHeaders(request: FastifyRequest): Record<string, string> {
  return request.headers.origin ? { 'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSED_HEADERS } : {};
}

export function sendRestError(request: FastifyRequest, reply: FastifyReply, error: RestError): FastifyReply {
  return reply
    .status(error.status)
    .headers({ ...corsHeaders(request), ...error.headers, 'content-type': JSON_TYPE, 'proxy-status': `PostgREST; error=${error.code}` })
    .send(JSON.stringify(error.body()));
}

export function preflight(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const requested = request.headers['access-control-request-headers'];
  return reply
    .status(200)
    .headers({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST, PATCH, DELETE, OPTIONS, HEAD',
      'access-control-allow-headers':
        typeof requested === 'string'
          ? requested
          : 'Authorization, apikey, Content-Type, Prefer, Accept-Profile, Content-Profile, x-client-info, x-visitor-id',
      'access-control-max-age': '86400',
    })
    .send();
}
