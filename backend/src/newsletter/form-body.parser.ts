import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

/**
 * RFC 8058 one-click unsubscribe arrives as an application/x-www-form-urlencoded POST. Fastify
 * parses only JSON by default; create-app.ts already refuses form bodies on every other route.
 */
@Injectable()
export class FormBodyParser implements OnModuleInit {
  constructor(private readonly host: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.host.httpAdapter.getInstance<FastifyInstance>();
    if (fastify.hasContentTypeParser('application/x-www-form-urlencoded')) return;
    fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  }
}
