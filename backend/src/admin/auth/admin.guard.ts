import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { ADMIN_ACCESS, type ConsoleRequest } from './admin-access';
import { SessionService } from './session.service';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every /api/admin route, in this order: no caching; a state-changing request must come from
 * our own origin (PUBLIC_SITE_URL), else 403 (CSRF, on top of SameSite=Strict); then a live
 * session (401) with a role the route allows (403).
 */
@Injectable()
export class AdminGuard implements CanActivate {
  private readonly origin: string;

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.origin = new URL(config.PUBLIC_SITE_URL).origin;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ConsoleRequest>();
    context.switchToHttp().getResponse<FastifyReply>().header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    if (!SAFE_METHODS.has(request.method) && request.headers.origin !== this.origin) {
      throw new ForbiddenException('Cross-site request refused: Origin does not match the site');
    }
    const access = this.reflector.getAllAndOverride<string[] | undefined>(ADMIN_ACCESS, [context.getHandler(), context.getClass()]) ?? [
      'admin',
    ];
    if (access.includes('public')) return true;
    const operator = await this.sessions.resolve(request);
    if (!operator) throw new UnauthorizedException('Sign in to continue');
    if (!access.includes(operator.role)) throw new ForbiddenException('Your role does not allow this');
    request.operator = operator;
    return true;
  }
}
