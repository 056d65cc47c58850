import type { Logger } from 'pino';
import { prepareDatabase } from './bootstrap/database';
import { createLogger } from './common/logger';
import { ConfigError, loadConfig } from './config/config';
import { createApp } from './create-app';
import { EmbeddedStartError } from './database/embedded-postgres';
import { ensureListenable, PortInUseError } from './bootstrap/port-check';

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
  // A taken PORT is found before the database and the queue start, so it is the one error shown.
  await ensureListenable(config.HOST, config.PORT);
  const database = await prepareDatabase(config, logger);
  let app;
  try {
    app = await createApp({ ...config, DATABASE_URL: database.url }, logger);
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (error) {
    // Workers and pools stop before their database does, so nothing else is logged on the way out.
    await app?.close().catch(() => undefined);
    await database.embedded?.stop();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError(config.HOST, config.PORT);
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
  // A problem the operator can fix is said in one plain line; anything else keeps its stack.
  if (error instanceof PortInUseError || error instanceof EmbeddedStartError) {
    console.error(`Failed to start: ${error.message}`);
    process.exit(1);
  }
  const logger: Logger = createLogger('error');
  const reason = error instanceof Error ? error.message : String(error);
  logger.fatal({ err: error }, `Failed to start: ${reason}`);
  process.exit(1);
});
