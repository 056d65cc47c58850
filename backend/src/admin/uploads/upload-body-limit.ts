import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../common/http-exception.filter';
import { uploadMaxBytes } from '@prairieflow/contracts/admin';

export const UPLOAD_ROUTE = '/api/admin/uploads';
/** 5 MB as base64 (4/3) plus the JSON around it. */
export const UPLOAD_BODY_LIMIT = Math.ceil(uploadMaxBytes / 3) * 4 + 4096;

/**
 * Every /api body is capped at 16 KB (create-app.ts); the cover upload alone gets room for a
 * 5 MB image. Fastify reads a route's bodyLimit when the route is added, so this hook is
 * installed when the provider is built, before Nest registers the routes.
 */
@Injectable()
export class UploadBodyLimit {
  constructor(host: HttpAdapterHost) {
    const fastify = host.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRoute', (route) => {
      if (route.url !== UPLOAD_ROUTE || route.method !== 'POST') return;
      route.bodyLimit = UPLOAD_BODY_LIMIT;
      route.preHandler = [refuseOversizedImage, ...[route.preHandler ?? []].flat()];
    });
  }
}

/**
 * An image over 5 MB once decoded is refused as soon as the body is parsed, before the session
 * check, validation and decoding spend anything on it (the base64 length gives the size).
 */
async function refuseOversizedImage(request: FastifyRequest, reply: FastifyReply) {
  const data = (request.body as { data?: unknown } | undefined)?.data;
  if (typeof data !== 'string') return;
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  if ((data.length / 4) * 3 - padding <= uploadMaxBytes) return;
  sendError(reply, { statusCode: 413, error: 'Payload Too Large', message: 'The image must be at most 5 MB' });
  return reply;
}
