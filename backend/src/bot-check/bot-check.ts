/** What every public form sends to tell bots from people (see contracts' botTrapFields). */
export interface BotTrap {
  website?: string;
  form_started_at?: number;
}

export type SpamReason = 'honeypot' | 'too_fast';

/**
 * Decides whether a submission came from a bot. Bots get the same answer as people (so they
 * learn nothing) but their rows are flagged and never delivered.
 *
 * A start time in the future means the visitor's clock is ahead of ours; we cannot judge it, so
 * it passes (losing a real lead costs more than storing a spam one). A missing start time also
 * passes: API clients that follow the spec's payload table do not send it.
 */
export function detectBot(trap: BotTrap, minFillMs: number, now: number = Date.now()): SpamReason | null {
  if (typeof trap.website === 'string' && trap.website.trim() !== '') return 'honeypot';
  if (typeof trap.form_started_at === 'number' && minFillMs > 0) {
    const elapsed = now - trap.form_started_at;
    if (elapsed >= 0 && elapsed < minFillMs) return 'too_fast';
  }
  return null;
}
