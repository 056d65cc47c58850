import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client';
import { APP_CONFIG, type AppConfig } from '../config/config';

/**
 * Every statement is prepared once per connection and then only bound and executed: PostgreSQL
 * parses and plans the form's CTE, the rate limiter's upsert and the list queries once instead of
 * on every request (the profile's largest database cost next to the bare server, which names its
 * statements). The name is the text's hash, so one text is one statement, and a connection that
 * the pool closes takes its statements with it.
 */
const names = new Map<string, string>();
function statementNameGenerator({ sql }: { sql: string }): string {
  let name = names.get(sql);
  if (name === undefined) {
    name = `prisma_${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`;
    // Bounded: texts built from variable parts (IN lists) must not grow the map for ever.
    if (names.size >= 2000) names.clear();
    names.set(sql, name);
  }
  return name;
}

/** The only place that touches the generated client; everything else injects this. */
@Injectable()
export class PrismaService extends PrismaClient implements OnApplicationShutdown {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (!config.DATABASE_URL) throw new Error('DATABASE_URL must be resolved before the app is created');
    super({
      adapter: new PrismaPg(
        {
          connectionString: config.DATABASE_URL,
          max: config.DATABASE_POOL_SIZE,
          connectionTimeoutMillis: 5000,
        },
        { statementNameGenerator },
      ),
    });
  }

  /** True when the database answers within the timeout (readiness probe). */
  async isReady(timeoutMs = 2000): Promise<boolean> {
    const probe = this.$queryRaw`SELECT 1`.then(
      () => true,
      () => false,
    );
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
