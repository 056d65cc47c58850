import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/config';

/** What the public site shows from the database; each is cached until it changes. */
export type ContentTopic = 'posts' | 'jobs';

const CHANNEL = 'content_changed';
const TOPIC_OF_TABLE: Record<string, ContentTopic> = { blog_posts: 'posts', job_listings: 'jobs' };
const TOPICS: ContentTopic[] = ['posts', 'jobs'];
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;
/** setTimeout's ceiling (about 24.8 days); a later publication re-arms when the timer fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Tells this replica when public content changed, whoever changed it: the migration's triggers
 * NOTIFY `content_changed` on every write to blog_posts or job_listings, and a timer fires when
 * the next scheduled post's publication time arrives (no write happens then).
 *
 * `version(topic)` is what caches compare: it changes on every such event. While the listening
 * connection is down, changes could be missed, so every call returns a new version and nothing
 * is served from cache until it is back.
 */
@Injectable()
export class ContentEventsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ContentEventsService.name);
  /** Per process, so a version never means two different contents across restarts. */
  private readonly epoch = randomBytes(4).toString('hex');
  private readonly counters: Record<ContentTopic, number> = { posts: 0, jobs: 0 };
  private readonly listeners = new Set<(topic: ContentTopic) => void>();
  private client?: Client;
  private uncached = 0;
  private stopped = false;
  private reconnecting?: Promise<void>;
  private publicationTimer?: NodeJS.Timeout;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    // A database outage at boot is not fatal: caches stay off until the listener is back.
    if (!(await this.listen())) this.reconnect();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.publicationTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  get live(): boolean {
    return this.client !== undefined;
  }

  version(topic: ContentTopic): string {
    if (!this.client) return `${this.epoch}-nocache-${++this.uncached}`;
    return `${this.epoch}-${this.counters[topic]}`;
  }

  /**
   * Resolves once every change committed before this call has been heard, so "publish, then
   * look" never gets the old answer, whoever published (console, content CLI, SQL). A NOTIFY is
   * queued for the listening session when its writer commits, before the writer hears back; a
   * round trip on that session sent after the commit therefore comes back after the NOTIFY. Calls
   * arriving while a round trip is in flight share the next one, so under load this is one tiny
   * query per round trip, not per request. With no listener, versions already bypass caches.
   */
  settled(): Promise<void> {
    if (!this.client) return Promise.resolve();
    if (!this.pinging) return this.ping();
    // The one in flight may have been sent before this call: wait for the next.
    return (this.nextPing ??= this.pinging.then(() => {
      this.nextPing = undefined;
      return this.ping();
    }));
  }

  private pinging?: Promise<void>;
  private nextPing?: Promise<void>;

  private ping(): Promise<void> {
    const client = this.client;
    const run = client
      ? client.query('SELECT 1').then(
          () => undefined,
          () => undefined,
        )
      : Promise.resolve();
    const tracked: Promise<void> = run.finally(() => {
      if (this.pinging === tracked) this.pinging = undefined;
    });
    this.pinging = tracked;
    return tracked;
  }

  /** Calls `listener` after each change of a topic; returns the unsubscribe function. */
  onChange(listener: (topic: ContentTopic) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(topic: ContentTopic): void {
    this.counters[topic] += 1;
    for (const listener of this.listeners) {
      try {
        listener(topic);
      } catch (err) {
        this.logger.error({ err, topic }, 'Content change listener failed');
      }
    }
  }

  /** One attempt to open the listening connection; true when listening. */
  private async listen(): Promise<boolean> {
    const client = new Client({ connectionString: this.config.DATABASE_URL, application_name: 'content-events' });
    // Without an 'error' listener a dropped socket would crash the process.
    client.on('error', (err) => this.logger.warn({ err }, 'Content change listener connection failed'));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch {
      await client.end().catch(() => undefined);
      return false;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return false;
    }
    client.on('notification', ({ payload }) => {
      const topic = payload ? TOPIC_OF_TABLE[payload] : undefined;
      if (!topic) return;
      this.changed(topic);
      if (topic === 'posts') void this.armPublicationTimer();
    });
    // Only a connection that was up may start the retry loop: a failed attempt never does.
    client.on('end', () => {
      if (this.client !== client) return;
      this.client = undefined;
      if (!this.stopped) {
        this.logger.warn('Content change listener disconnected; caches are off until it reconnects');
        this.reconnect();
      }
    });
    this.client = client;
    // Whatever changed while we were not listening is covered by starting new versions.
    for (const topic of TOPICS) this.changed(topic);
    await this.armPublicationTimer();
    return true;
  }

  /** One retry loop at a time, with growing delays, until listening again or stopped. */
  private reconnect(): void {
    if (this.reconnecting || this.stopped) return;
    this.reconnecting = (async () => {
      let delay = RETRY_FIRST_MS;
      while (!this.stopped) {
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
        if (this.stopped || (await this.listen())) return;
        delay = Math.min(delay * 2, RETRY_MAX_MS);
      }
    })().finally(() => {
      this.reconnecting = undefined;
    });
  }

  /**
   * A scheduled post appears when its time comes, without any write: fire a change then. The
   * delay is counted on the database's clock and never before our own clock reaches the time,
   * since the services decide "published" with the application clock.
   */
  private async armPublicationTimer(): Promise<void> {
    const client = this.client;
    if (!client) return;
    try {
      const { rows } = await client.query<{ at: Date | null; delay_ms: number | null }>(
        `SELECT min(published_at) AS at, (EXTRACT(EPOCH FROM min(published_at) - now()) * 1000)::float8 AS delay_ms
           FROM blog_posts WHERE NOT is_draft AND published_at > now()`,
      );
      clearTimeout(this.publicationTimer);
      const { at, delay_ms: delayMs } = rows[0] ?? {};
      if (!at || delayMs === null || delayMs === undefined) return;
      const delay = Math.max(delayMs, at.getTime() - Date.now()) + 50;
      this.publicationTimer = setTimeout(
        () => {
          this.changed('posts');
          void this.armPublicationTimer();
        },
        Math.min(Math.max(delay, 0), MAX_TIMER_MS),
      );
      this.publicationTimer.unref();
    } catch (err) {
      this.logger.warn({ err }, 'Could not schedule the next post publication');
    }
  }
}
