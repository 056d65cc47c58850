import type { ZodObject, ZodType } from 'zod';

/**
 * The API documentation of one /api route, in `<route>.route.ts` beside its schemas, so the
 * OpenAPI document (backend/src/docs) is generated from the contracts themselves:
 *
 *   export const contactRoute = apiRoute('POST /api/contact', { summary: '…', body: contactRequestSchema, responses: { 201: contactResponseSchema } });
 *
 * Every apiRoute(...) that api-routes.ts exports is picked up by the generator; a route the Nest
 * app serves without one fails backend/test/openapi.e2e-spec.ts. Plain data, no OpenAPI library.
 */
/** OPTIONS only for a CORS preflight a route answers on purpose (the sandboxed demo pages). */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** A response body: a JSON schema, an HTML page, a CSV file, or nothing at all. */
export type ApiResponseBody = ZodType | 'html' | 'csv' | 'empty';

export interface ApiRouteDoc {
  summary: string;
  description?: string;
  /** Query-string fields. */
  query?: ZodObject;
  /** Path parameters ({slug}); those left out are documented as plain text. */
  params?: ZodObject;
  /** The request body; JSON unless bodyType says it is a form (RFC 8058 one-click). */
  body?: ZodType;
  bodyType?: 'json' | 'form';
  /** Every status the route answers on purpose; any other error is documented as the API's error body. */
  responses: Partial<Record<number, ApiResponseBody>>;
}

export interface ApiRoute extends ApiRouteDoc {
  method: ApiMethod;
  /** OpenAPI style: /api/blogs/{slug}. */
  path: string;
}

const apiRouteMark = Symbol.for('prairieflow.apiRoute');

/** Documents one route: `apiRoute('GET /api/blogs/{slug}', { summary, responses })`. */
export function apiRoute(route: `${ApiMethod} /api/${string}`, doc: ApiRouteDoc): ApiRoute {
  const [method, path] = route.split(' ') as [ApiMethod, string];
  return { ...doc, method, path, [apiRouteMark]: true } as ApiRoute;
}

export function isApiRoute(value: unknown): value is ApiRoute {
  return typeof value === 'object' && value !== null && apiRouteMark in value;
}
