import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
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
      if (route.url === UPLOAD_ROUTE && route.method === 'POST') route.bodyLimit = UPLOAD_BODY_LIMIT;
    });
  }
}
