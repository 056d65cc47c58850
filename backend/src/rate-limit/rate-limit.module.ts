import { Module } from '@nestjs/common';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitService } from './rate-limit.service';

/**
 * Per-IP fixed-window limits shared by every replica. Use `@UseGuards(RateLimitGuard)` with
 * `@RateLimit(name, bucket)` on a handler, or call `RateLimitService.consume` directly.
 */
@Module({ providers: [RateLimitService, RateLimitGuard], exports: [RateLimitService, RateLimitGuard] })
export class RateLimitModule {}
