import type { Logger } from 'pino';
import { prepareDatabase } from './bootstrap/database';
import { createLogger } from './common/logger';
import { ConfigError, loadConfig } from './config/config';
import { createApp } from './create-app';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  // A background failure (e.g. the job queue's connection dropped while PostgreSQL restarts)
  // must not take the site down: /readyz reports the database, requests get 503s, and the
  // queue and pools reconnect when it is back. The error is logged, never swallowed silently.
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'Unhandled rejection in a background task'));
  const database = await prepareDatabase(config, logger);
  let app;
  try {
    app = await createApp({ ...config, DATABASE_URL: database.url }, logger);
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (error) {
    await database.embedded?.stop();
    throw error;
  }
  logger.info({ url: `http://${config.HOST}:${config.PORT}` }, 'Site is up');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down: draining requests');
    const force = setTimeout(() => {
      logger.error('Shutdown grace period passed; exiting');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await database.embedded?.stop();
      logger.info('Stopped cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  const logger: Logger = createLogger('error');
  logger.fatal({ err: error }, 'Failed to start');
  process.exit(1);
});
