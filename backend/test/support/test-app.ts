import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pino from 'pino';
import { type AppConfig, loadConfig } from '../../src/config/config';
import { createApp } from '../../src/create-app';
import { createTestDatabase } from './test-database';

/**
 * The real app (same create-app.ts as main.ts) on its own migrated database, for `inject`.
 * Background workers are off unless a spec turns them on.
 */
export async function createTestApp(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const config: AppConfig = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_STATIC: 'false',
    WORKER_ENABLED: 'false',
    ...env,
    DATABASE_URL: database.url,
  });
  const app: NestFastifyApplication = await createApp(config, pino({ level: 'silent' }));
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    config,
    database,
    inject: app.getHttpAdapter().getInstance().inject.bind(app.getHttpAdapter().getInstance()),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
