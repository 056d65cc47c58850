import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { PrismaService } from '../../prisma/prisma.service';
import { parseUserAgent } from './user-agents';

/** Changes folded per database call: a steady site has a few; a fresh upgrade, all its history. */
const CHANGES_PER_FOLD = 20_000;
const FOLD_EVERY_MS = 60_000;
const READ_LOCK_WAIT_MS = 2000;

/**
 * Keeps the dashboard's daily rollups (page_view_rollups, see the migration
 * 20261125000000_added_page_view_rollups) in step with page_views. The database logs every
 * change to page views; this service parses the user agents of new visitors with Bowser, then
 * folds the log in (page_view_rollups_fold, which takes an advisory lock, so replicas and
 * overlapping calls take turns). It runs every minute in worker processes, and before each
 * dashboard read, so the dashboard counts every view stored before it was opened.
 */
@Injectable()
export class AnalyticsRollupsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AnalyticsRollupsService.name);
  private timer?: NodeJS.Timeout;
  /** Folds run one after another in this process (and take turns across processes in SQL). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.WORKER_ENABLED) return;
    // At boot too: after an upgrade the whole history waits in the log.
    const tick = () => void this.foldAll().catch((err: unknown) => this.logger.error({ err }, 'Analytics rollups fold failed'));
    this.timer = setInterval(tick, FOLD_EVERY_MS).unref();
    setImmediate(tick);
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /**
   * Folds until nothing foldable is left, starting after any fold already under way (so changes
   * committed before the call are folded when it resolves); returns the changes folded.
   */
  foldAll(): Promise<number> {
    const run = this.queue.then(async () => {
      let total = 0;
      for (let folded = -1; folded !== 0; total += folded) folded = await this.foldOnce();
      return total;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * One fold of at most CHANGES_PER_FOLD changes. A dashboard read passes lockWaitMs: if a long
   * fold is running (the history after an upgrade), it reads what is folded rather than wait.
   */
  async foldOnce(maxChanges = CHANGES_PER_FOLD, lockWaitMs: number | null = null): Promise<number> {
    await this.parseNewUserAgents(maxChanges);
    const [row] = await this.prisma.$queryRaw<
      { folded: number }[]
    >`SELECT page_view_rollups_fold(${maxChanges}::int, ${lockWaitMs}::int) AS folded`;
    return row.folded;
  }

  /** Before a dashboard read: what arrived since the last fold (normally a minute's views). */
  beforeRead(): Promise<number> {
    return this.foldOnce(CHANGES_PER_FOLD, READ_LOCK_WAIT_MS);
  }

  /** User agents of the visitors waiting in the change log that no fold has parsed yet. */
  private async parseNewUserAgents(maxChanges: number): Promise<void> {
    const rows = await this.prisma.$queryRaw<{ user_agent: string }[]>`
      SELECT DISTINCT v.user_agent
        FROM (SELECT DISTINCT visitor_id FROM (SELECT visitor_id FROM page_view_changes ORDER BY id LIMIT ${maxChanges}::int) oldest) c
        JOIN website_visitors v ON v.visitor_id = c.visitor_id
       WHERE v.user_agent IS NOT NULL AND NOT EXISTS (SELECT 1 FROM analytics_user_agents ua WHERE ua.user_agent = v.user_agent)`;
    if (rows.length === 0) return;
    const parsed = rows.map((r) => ({ ua: r.user_agent, ...parseUserAgent(r.user_agent) }));
    await this.prisma.$executeRaw`
      INSERT INTO analytics_user_agents (user_agent, device, browser)
      SELECT * FROM unnest(${parsed.map((p) => p.ua)}::text[], ${parsed.map((p) => p.device)}::text[], ${parsed.map((p) => p.browser)}::text[])
      ON CONFLICT DO NOTHING`;
  }
}
