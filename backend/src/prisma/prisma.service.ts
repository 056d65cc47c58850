import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client';
import { APP_CONFIG, type AppConfig } from '../config/config';

/** The only place that touches the generated client; everything else injects this. */
@Injectable()
export class PrismaService extends PrismaClient implements OnApplicationShutdown {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (!config.DATABASE_URL) throw new Error('DATABASE_URL must be resolved before the app is created');
    super({
      adapter: new PrismaPg({
        connectionString: config.DATABASE_URL,
        max: config.DATABASE_POOL_SIZE,
        connectionTimeoutMillis: 5000,
      }),
    });
  }

  /** True when the database answers within the timeout (readiness probe). */
  async isReady(timeoutMs = 2000): Promise<boolean> {
    const probe = this.$queryRaw`SELECT 1`.then(() => true, () => false);
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref());
    return Promise.race([probe, timeout]);
  }

  /**
   * Last step of shutdown: Nest destroys global modules first, so disconnecting in
   * onModuleDestroy would pull the pool from under the delivery workers still finishing jobs.
   */
  async onApplicationShutdown(): Promise<void> {
    await this.$disconnect();
  }
}
