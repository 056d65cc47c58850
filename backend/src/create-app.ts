import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import { sendError, toErrorBody } from './common/http-exception.filter';
import { createLogger, PinoNestLogger } from './common/logger';
import { type AppConfig, resolveFromRoot } from './config/config';
import { applySecurityHeaders, registerSecurityHeaders } from './security/security-headers';
import { registerTextGuard } from './security/text-guard';

export const BODY_LIMIT_BYTES = 16 * 1024;
/** RFC 8058 one-click unsubscribe posts a form body; every other /api body must be JSON. */
export const FORM_ENCODED_ROUTES = new Set(['/api/newsletter/unsubscribe']);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole app; main.ts listens on it and the HTTP specs call `inject` on it. */
export async function createApp(config: AppConfig, logger: Logger = createLogger(config.LOG_LEVEL)) {
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    bodyLimit: BODY_LIMIT_BYTES,
    // Hop count or CIDR list of the proxies in front of us (nginx, a load balancer).
    trustProxy: config.TRUST_PROXY as boolean | string,
    requestIdHeader: false,
    genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Slow clients cannot hold sockets open (slowloris): headers and bodies must arrive in time.
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    // Headers within 10 s (as nginx's client_header_timeout), and expired requests are found
    // every second rather than Node's default 30 s, so a trickling client is cut off on time.
    http: { headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
    return503OnClosing: true,
    // A URL Fastify cannot decode (/api/%zz) is refused before routing and before any hook ran:
    // answer it with our own body and the headers every response carries.
    frameworkErrors: (error: { code?: string }, request: FastifyRequest, reply: FastifyReply) => {
      reply.header('x-request-id', request.id);
      applySecurityHeaders(request, reply);
      const message = error.code === 'FST_ERR_BAD_URL' ? 'The request URL is not valid' : 'Bad request';
      sendError(reply, { statusCode: 400, error: 'Bad Request', message });
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new PinoNestLogger(logger),
    bufferLogs: false,
  });
  const fastify = app.getHttpAdapter().getInstance();

  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // JSON only: text/plain and form bodies can be posted cross-site without a CORS preflight.
    const path = request.url.split('?')[0];
    if (!BODY_METHODS.has(request.method) || !path.startsWith('/api/')) return;
    const type = request.headers['content-type'];
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if (!type && !hasBody) return;
    const json = typeof type === 'string' && /^application\/json\s*(;|$)/i.test(type);
    const form = typeof type === 'string' && /^application\/x-www-form-urlencoded\s*(;|$)/i.test(type);
    if (json || (form && FORM_ENCODED_ROUTES.has(path))) return;
    sendError(reply, { statusCode: 415, error: 'Unsupported Media Type', message: 'Content-Type must be application/json' });
    return reply;
  });
  registerSecurityHeaders(fastify, config);
  registerTextGuard(fastify);
  // Errors raised by Fastify itself (body parsing, limits) get the same body as Nest's.
  fastify.setErrorHandler((error, _request, reply) => sendError(reply, toErrorBody(error)));

  if (config.SERVE_STATIC) {
    // preCompressed: the build writes .br/.gz beside each asset (scripts/compress-build.mjs).
    await app.register(fastifyStatic, { root: resolveFromRoot(config.STATIC_DIR), serve: false, preCompressed: true });
  }
  await app.init();
  return app;
}
