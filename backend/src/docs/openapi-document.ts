import { STATUS_CODES } from 'node:http';
import { apiErrorSchema } from '@prairieflow/contracts';
import * as apiRoutes from '@prairieflow/contracts/api-routes';
import { type ApiResponseBody, type ApiRoute, isApiRoute } from '@prairieflow/contracts/api-routes';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from 'zod-openapi';

/** Bumped when a documented route changes in a way that breaks integrators. */
export const API_VERSION = '1.0.0';

type OpenApiDocument = ReturnType<typeof createDocument>;

/** Every apiRoute(...) of contracts/src/api-routes.ts: a new route's docs need nothing else. */
export function documentedRoutes(): ApiRoute[] {
  const routes = Object.values(apiRoutes).filter(isApiRoute);
  const seen = new Set<string>();
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) throw new Error(`${key} is documented twice in contracts/`);
    seen.add(key);
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

function response(status: number | 'default', body: ApiResponseBody): ZodOpenApiResponseObject {
  const description = status === 'default' ? 'Any other error' : (STATUS_CODES[status] ?? String(status));
  if (body === 'empty') return { description };
  if (body === 'html') return { description: `${description} (an HTML page)`, content: { 'text/html': { schema: { type: 'string' } } } };
  if (body === 'csv') return { description: `${description} (a CSV file)`, content: { 'text/csv': { schema: { type: 'string' } } } };
  return { description, content: { 'application/json': { schema: body } } };
}

/** Path parameters the route names ({slug}) but does not describe are plain text. */
function pathParams(route: ApiRoute) {
  const names = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  if (names.length === 0) return undefined;
  const given = route.params?.shape ?? {};
  return z.object(Object.fromEntries(names.map((name) => [name, given[name] ?? z.string()])));
}

function operation(route: ApiRoute): ZodOpenApiOperationObject {
  const mediaType = route.bodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  const responses = Object.fromEntries(Object.entries(route.responses).map(([status, body]) => [status, response(Number(status), body!)]));
  return {
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    operationId: `${route.method.toLowerCase()}${route.path.replace(/^\/api/, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string = '') => c.toUpperCase())}`,
    tags: [route.path.split('/')[2]],
    requestParams: Object.fromEntries(Object.entries({ query: route.query, path: pathParams(route) }).filter(([, schema]) => schema)),
    ...(route.body ? { requestBody: { required: true, content: { [mediaType]: { schema: route.body } } } } : {}),
    responses: { ...responses, default: response('default', apiErrorSchema) },
  };
}

/** The OpenAPI 3.1 document of every /api route, generated from the zod contracts. */
export function buildOpenApiDocument(): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of documentedRoutes()) {
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(route) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Prairieflow AI website API',
      version: API_VERSION,
      description:
        'The public /api of the Prairieflow AI website: leads (contact, demo, newsletter), chat, posts and jobs. ' +
        'Bodies are JSON (Content-Type: application/json) unless stated; every error has the ApiError body.',
    },
    paths,
  });
}
