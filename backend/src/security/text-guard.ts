import type { FastifyInstance } from 'fastify';
import { sendError } from '../common/http-exception.filter';

export const invalidTextMessage = 'Text must be valid Unicode without NUL characters';

/** Where in a parsed body, query or path a string PostgreSQL cannot store faithfully sits. */
export function findInvalidText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') || !value.isWellFormed() ? path || '(value)' : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const found =
      findInvalidText(key, `${path}${path ? '.' : ''}${key}`, depth + 1) ??
      findInvalidText(child, `${path}${path ? '.' : ''}${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate would be stored as U+FFFD, so
 * either would fail as a 500 or be stored altered. Every /api input (body, query, path) with
 * one is refused with a 400 before any handler runs. /rest/v1 keeps PostgREST's own answer.
 */
export function registerTextGuard(fastify: FastifyInstance): void {
  fastify.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const where = findInvalidText(request.params, 'params') ?? findInvalidText(request.query, 'query') ?? findInvalidText(request.body);
    if (!where) return;
    sendError(reply, {
      statusCode: 400,
      error: 'Bad Request',
      message: invalidTextMessage,
      issues: [{ path: where, message: invalidTextMessage }],
    });
    return reply;
  });
}
