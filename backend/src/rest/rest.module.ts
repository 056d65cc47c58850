import { Inject, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { REST_KEYS, type RestKeys } from '../keys/keys';
import { KeysModule } from '../keys/keys.module';
import { RestAuth } from './rest-auth';
import { RestExecutor } from './rest-executor';
import { RestRateLimiter } from './rest-rate-limit';
import { restRoutes } from './rest.routes';
import { SchemaCache } from './rest-schema';

export const REST_PREFIX = '/rest/v1';

/**
 * Serves the PostgREST-compatible subset at /rest/v1 as a Fastify plugin: it answers in
 * PostgREST's shapes, not the /api error body, so it keeps its own parser and error handler.
 */
@Module({ imports: [KeysModule] })
export class RestModule implements OnModuleInit, OnModuleDestroy {
  private executor?: RestExecutor;
  private limiter?: RestRateLimiter;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REST_KEYS) private readonly keys: RestKeys,
  ) {}

  async onModuleInit() {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    this.executor = new RestExecutor(this.config.DATABASE_URL!, this.config.DATABASE_POOL_SIZE);
    const { RATE_LIMIT_REST_PER_WINDOW: limit, RATE_LIMIT_WINDOW_SECONDS: window } = this.config;
    this.limiter = new RestRateLimiter(this.executor.pool, limit, window, fastify.log);
    const deps = {
      auth: new RestAuth(this.keys.jwtSecret),
      executor: this.executor,
      schema: new SchemaCache(this.executor.pool),
      limiter: this.limiter,
      logger: fastify.log,
    };
    await fastify.register(restRoutes(deps), { prefix: REST_PREFIX });
  }

  async onModuleDestroy() {
    await this.limiter?.flush().catch(() => undefined);
    await this.executor?.close();
  }
}
