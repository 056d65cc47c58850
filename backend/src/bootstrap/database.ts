import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { type AppConfig, repoRoot, resolveFromRoot } from '../config/config';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../database/embedded-postgres';
import { migrate, setAuthenticatorPassword } from '../database/migrator';
import { seedTranslations } from '../content-rendering/seed-translations';
import { seedDemoContent } from '../database/seed';

export const migrationsDir = path.join(repoRoot, 'prisma', 'migrations');

export interface ResolvedDatabase {
  url: string;
  embedded?: EmbeddedDatabase;
}

/**
 * Gives the app a migrated database: DATABASE_URL when set, else an embedded PostgreSQL with
 * its files under DATA_DIR, seeded with demo content the first time.
 */
export async function prepareDatabase(config: AppConfig, logger: Logger): Promise<ResolvedDatabase> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    const dataDir = resolveFromRoot(config.DATA_DIR);
    logger.info({ dataDir, port: config.EMBEDDED_PG_PORT }, 'Starting embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({
      dataDir,
      port: config.EMBEDDED_PG_PORT,
      log: (line) => logger.debug({ context: 'postgres' }, line),
    });
    url = embedded.url;
  }
  try {
    const result = await migrate(url, migrationsDir);
    logger.info({ applied: result.applied.length, upToDate: result.skipped.length }, 'Migrations applied');
    if (config.AUTHENTICATOR_PASSWORD) await setAuthenticatorPassword(url, config.AUTHENTICATOR_PASSWORD);

    if (embedded && config.SEED_DEMO_CONTENT) {
      const marker = path.join(resolveFromRoot(config.DATA_DIR), 'seeded');
      if (!existsSync(marker)) {
        const counts = await seedDemoContent(url);
        await mkdir(path.dirname(marker), { recursive: true });
        await writeFile(marker, new Date().toISOString());
        logger.info(counts, 'Seeded demo content');
      }
      // The French twins have their own marker, so a database seeded before them gets them once.
      const frenchMarker = path.join(resolveFromRoot(config.DATA_DIR), 'seeded-fr');
      if (!existsSync(frenchMarker)) {
        const counts = await seedTranslations(url);
        await writeFile(frenchMarker, new Date().toISOString());
        logger.info(counts, 'Seeded French demo content');
      }
    }
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  return { url, embedded };
}
