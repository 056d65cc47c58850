import { BusyGate } from './busy-gate';

/** Keeps the event loop busy for `ms` (what a burst of requests does to it). */
function spin(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

describe('BusyGate', () => {
  let gate: BusyGate;
  afterEach(() => gate.stop());

  it('lets a delivery start at once when the process is calm', async () => {
    gate = new BusyGate(0.7, 10, 1000);
    await new Promise((resolve) => setTimeout(resolve, 150));
    gate.sample();
    expect(gate.busy).toBeLessThan(0.7);
    expect(await gate.whenCalm()).toBeLessThan(20);
  });

  it('holds a delivery while the event loop is busy, and lets it go once it calms down', async () => {
    gate = new BusyGate(0.7, 10, 5000);
    spin(120);
    gate.sample();
    expect(gate.busy).toBeGreaterThan(0.9);
    const waited = gate.whenCalm();
    // Calm from here on: the next samples (every 100 ms) see an idle loop.
    expect(await waited).toBeGreaterThanOrEqual(10);
    expect(gate.busy).toBeLessThanOrEqual(0.7);
  });

  it('never holds a delivery longer than its limit, however busy the process stays', async () => {
    gate = new BusyGate(0.7, 10, 60);
    const busy = setInterval(() => spin(40), 45);
    try {
      spin(120);
      gate.sample();
      const waited = await gate.whenCalm();
      expect(waited).toBeGreaterThanOrEqual(60);
      expect(waited).toBeLessThan(1000);
    } finally {
      clearInterval(busy);
    }
  });
});
