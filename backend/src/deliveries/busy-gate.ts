import { performance } from 'node:perf_hooks';

/** How often the event loop's utilisation is sampled. */
const SAMPLE_MS = 100;
/** Above this share of the last sample spent running JavaScript, the request path is busy. */
const BUSY_ABOVE = 0.7;
/** How long a delivery waits per busy sample, and at most in all (it then runs regardless). */
const PAUSE_MS = 50;
const MAX_WAIT_MS = 30_000;

/**
 * Lets background deliveries give way to visitors. While the process's event loop is busy (a
 * burst of forms), a delivery about to start waits a little, sample after sample, so the CPU goes
 * to answering the forms; the queue catches up as soon as the burst eases. A delivery never waits
 * more than MAX_WAIT_MS, so a long overload slows deliveries without starving them. Every lead is
 * stored before its answer either way: only the staff e-mail or webhook comes later.
 */
export class BusyGate {
  private last = performance.eventLoopUtilization();
  private utilisation = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly busyAbove = BUSY_ABOVE,
    private readonly pauseMs = PAUSE_MS,
    private readonly maxWaitMs = MAX_WAIT_MS,
  ) {
    this.timer = setInterval(() => this.sample(), SAMPLE_MS).unref();
  }

  /** The share of the last sample the event loop spent busy (0–1). */
  get busy(): number {
    return this.utilisation;
  }

  sample(): void {
    const now = performance.eventLoopUtilization();
    this.utilisation = performance.eventLoopUtilization(now, this.last).utilization;
    this.last = now;
  }

  /** Resolves once the event loop is not busy, or after maxWaitMs; returns how long it waited. */
  async whenCalm(): Promise<number> {
    const started = Date.now();
    while (this.utilisation > this.busyAbove && Date.now() - started < this.maxWaitMs) {
      await new Promise((resolve) => setTimeout(resolve, this.pauseMs));
    }
    return Date.now() - started;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
