import { Inject, Injectable } from '@nestjs/common';
import { PrismaService } from '../../prisma/prisma.service';
import { ADMIN_KEY, type AdminKey } from '../keys/admin-key';
import { hmacHex } from './tokens';

/** Failures in a row before a key is blocked, and how long failures are remembered. */
export const ACCOUNT_FAILURES_BEFORE_LOCK = 5;
export const CLIENT_FAILURES_BEFORE_LOCK = 20;
const FORGET_AFTER_MINUTES = 60;
const LONGEST_BLOCK_MINUTES = 60;

export interface FailureOutcome {
  failures: number;
  blockedUntil: Date | null;
  /** This failure is the one that locked the key (its owner is told once per streak). */
  justLocked: boolean;
}

/**
 * Growing delays on failed sign-ins, per account (the e-mail typed, known or not, so an unknown
 * address behaves exactly like a real one) and per client address. Past the threshold each
 * further failure doubles the block: 1, 2, 4 … 60 minutes. Keys are HMACs: no raw address or
 * e-mail is stored here.
 */
@Injectable()
export class ThrottleService {
  private readonly pepper: Buffer;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(ADMIN_KEY) key: AdminKey,
  ) {
    this.pepper = key.derive('sign-in-throttle');
  }

  accountKey = (email: string) => `acct:${hmacHex(this.pepper, email)}`;
  clientKey = (ip: string) => `ip:${hmacHex(this.pepper, ip)}`;

  /** Seconds until every given key may try again (0: now). */
  async waitSeconds(keys: string[]): Promise<number> {
    const rows = await this.prisma.$queryRaw<{ wait: number | null }[]>`
      SELECT ceil(extract(epoch FROM max(blocked_until) - now()))::int AS wait
      FROM sign_in_throttles WHERE key = ANY(${keys}) AND blocked_until > now()`;
    return Math.max(0, rows[0]?.wait ?? 0);
  }

  async fail(key: string, threshold: number): Promise<FailureOutcome> {
    const rows = await this.prisma.$queryRaw<{ failures: number; blocked_until: Date | null }[]>`
      INSERT INTO sign_in_throttles AS t (key, failures, last_failure_at, blocked_until)
      VALUES (${key}, 1, now(), CASE WHEN ${threshold} <= 1 THEN now() + interval '1 minute' END)
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN t.last_failure_at < now() - make_interval(mins => ${FORGET_AFTER_MINUTES}) THEN 1 ELSE t.failures + 1 END,
        last_failure_at = now(),
        blocked_until = CASE
          WHEN (CASE WHEN t.last_failure_at < now() - make_interval(mins => ${FORGET_AFTER_MINUTES}) THEN 1 ELSE t.failures + 1 END) >= ${threshold}
          THEN now() + make_interval(mins => least(power(2, (CASE WHEN t.last_failure_at < now() - make_interval(mins => ${FORGET_AFTER_MINUTES}) THEN 1 ELSE t.failures + 1 END) - ${threshold})::int, ${LONGEST_BLOCK_MINUTES}))
          ELSE t.blocked_until END
      RETURNING failures, blocked_until`;
    const row = rows[0];
    return { failures: row.failures, blockedUntil: row.blocked_until, justLocked: row.failures === threshold };
  }

  async clear(key: string): Promise<void> {
    await this.prisma.$executeRaw`DELETE FROM sign_in_throttles WHERE key = ${key}`;
  }
}
