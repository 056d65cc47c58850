import { EventEmitter } from 'node:events';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Logger as WorkerLogger, makeWorkerUtils, run, runMigrations, type Runner, type WorkerUtils } from 'graphile-worker';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { BusyGate } from './busy-gate';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { DeliverTask } from './deliver.task';
import { WorkerRecovery } from './worker-recovery';

/** Routes graphile-worker's own log lines into our logger (pino through Nest). */
function workerLogger(logger: Logger): WorkerLogger {
  return new WorkerLogger(() => (level, message, meta) => {
    const data = { worker: meta?.worker ? 'graphile-worker' : undefined };
    if (level === 'error') logger.error({ ...data, message });
    else if (level === 'warning') logger.warn({ ...data, message });
    else logger.debug?.({ ...data, message });
  });
}

/**
 * The PostgreSQL-backed job queue (graphile-worker). Its schema is installed at boot, before the
 * app takes requests, because every form enqueues inside its own transaction. Workers (claiming
 * jobs with SKIP LOCKED, so replicas never run one job twice) start when WORKER_ENABLED.
 */
@Injectable()
export class QueueService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('QueueService');
  private runner?: Runner;
  private utils?: WorkerUtils;
  private recovery?: WorkerRecovery;
  private gate?: BusyGate;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly deliver: DeliverTask,
    private readonly rateLimits: RateLimitService,
  ) {}

  private stopped = false;

  async onModuleInit(): Promise<void> {
    try {
      await this.start();
    } catch (err) {
      // The database is down at boot (main.ts has migrated it, so this is an outage, not a
      // setup error): keep serving /readyz (503) and finish starting once it answers.
      this.logger.error({ err }, 'Job queue could not start; retrying every 5 s');
      void this.retryStart();
    }
  }

  private async retryStart(): Promise<void> {
    while (!this.stopped) {
      await new Promise((resolve) => setTimeout(resolve, 5000).unref());
      if (this.stopped) return;
      try {
        await this.start();
        return;
      } catch {
        // still down; the first failure was logged
      }
    }
  }

  private async start(): Promise<void> {
    const connectionString = this.config.DATABASE_URL!;
    const logger = workerLogger(this.logger);
    await runMigrations({ connectionString, logger });
    if (!this.config.WORKER_ENABLED || this.stopped) return;

    this.recovery = new WorkerRecovery(connectionString, this.logger);
    try {
      await this.startWorkers(connectionString, logger);
    } catch (error) {
      // Half-started (the database went away midway): release what was opened, so the next
      // attempt starts clean instead of leaving sessions and loops behind.
      await this.runner?.stop().catch(() => undefined);
      await Promise.resolve(this.utils?.release()).catch(() => undefined);
      await this.recovery.stop();
      this.runner = undefined;
      this.utils = undefined;
      throw error;
    }
    this.logger.log({ concurrency: this.config.WORKER_CONCURRENCY }, 'Delivery workers started');
  }

  private async startWorkers(connectionString: string, logger: WorkerLogger): Promise<void> {
    await this.recovery!.connect();
    this.gate ??= new BusyGate();
    const events = new EventEmitter();
    const claimed: Promise<void>[] = [];
    events.on('pool:create', ({ workerPool }: { workerPool: { id: string } }) => {
      claimed.push(this.recovery!.claim(workerPool.id));
    });
    this.runner = await run({
      connectionString,
      concurrency: this.config.WORKER_CONCURRENCY,
      noHandleSignals: true,
      pollInterval: 1000,
      // graphile-worker's own batching (preset.worker.localQueue, completeJobBatchDelay) is left
      // off: with either, the pool never took a job again after a database outage (faults.e2e-spec
      // (b)). Jobs running side by side share their statements instead (deliver.task.ts).
      logger,
      events,
      taskList: {
        // Deliveries give way to visitors while the process is busy answering them (busy-gate.ts).
        deliver: async (payload, helpers) => {
          await this.gate?.whenCalm();
          await this.deliver.run(payload, helpers);
        },
        rate_limits_gc: async () => {
          await this.rateLimits.purgeOlderThan(Math.max(3600, this.config.RATE_LIMIT_WINDOW_SECONDS * 2));
        },
      },
      crontab: '17 * * * * rate_limits_gc',
    });
    // A pool that dies on its own (database gone for good) is logged, not an unhandled rejection.
    this.runner.promise.catch((err: unknown) => this.logger.error({ err }, 'Delivery worker pool stopped with an error'));
    await Promise.all(claimed);
    this.utils = await makeWorkerUtils({ connectionString, logger });
    this.recovery!.start((pools) => this.utils!.forceUnlockWorkers(pools));
  }

  /** Graceful shutdown: running jobs finish (or are released for retry), then the pool goes. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.gate?.stop();
    await this.runner?.stop().catch((err: unknown) => this.logger.error({ err }, 'Worker pool stop failed'));
    await this.utils?.release();
    await this.recovery?.stop();
    this.runner = undefined;
  }
}
