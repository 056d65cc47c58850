import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { RateLimitService } from './rate-limit.service';

/** Budgets a route can draw from; the numbers come from configuration. */
export type RateLimitBucket = 'forms' | 'chat' | 'rest';

interface RateLimitMeta {
  name: string;
  bucket: RateLimitBucket;
}

const RATE_LIMIT_KEY = 'pf:rate-limit';

/**
 * Limits a handler per client IP: `@RateLimit('contact', 'forms')`. The name keeps each route's
 * counter apart; the bucket picks the limit (RATE_LIMIT_<BUCKET>_PER_WINDOW).
 */
export const RateLimit = (name: string, bucket: RateLimitBucket) => SetMetadata(RATE_LIMIT_KEY, { name, bucket } satisfies RateLimitMeta);

/**
 * Counter key for a client. The IP is hashed so the table holds no raw address
 * (rows live one window; the hash only has to tell clients apart).
 */
export function clientKey(name: string, ip: string): string {
  return `${name}:${createHash('sha256').update(ip).digest('base64url').slice(0, 24)}`;
}

export const rateLimitMessage = 'Too many requests. Please try again later.';

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const meta = this.reflector.get<RateLimitMeta | undefined>(RATE_LIMIT_KEY, context.getHandler());
    if (!meta) return true;
    const http = context.switchToHttp();
    // request.ip honours TRUST_PROXY, so a spoofed X-Forwarded-For cannot pick its own counter.
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const limit = this.limitFor(meta.bucket);
    const result = await this.limiter.consume(clientKey(meta.name, request.ip), limit, this.config.RATE_LIMIT_WINDOW_SECONDS);
    reply.header('ratelimit-limit', String(limit));
    reply.header('ratelimit-remaining', String(Math.max(0, limit - result.count)));
    reply.header('ratelimit-reset', String(result.resetSeconds));
    if (result.allowed) return true;
    reply.header('retry-after', String(result.resetSeconds));
    throw new HttpException({ message: rateLimitMessage }, HttpStatus.TOO_MANY_REQUESTS);
  }

  private limitFor(bucket: RateLimitBucket): number {
    if (bucket === 'chat') return this.config.RATE_LIMIT_CHAT_PER_WINDOW;
    if (bucket === 'rest') return this.config.RATE_LIMIT_REST_PER_WINDOW;
    return this.config.RATE_LIMIT_FORMS_PER_WINDOW;
  }
}
