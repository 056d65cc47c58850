import { randomUUID } from 'node:crypto';
import { HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { adminMessages, type OperatorRole, type SessionResponse, type SignInRequest } from '@prairieflow/contracts/admin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deliveriesCte, newMessageId } from '../../deliveries/enqueue';
import { PrismaService } from '../../prisma/prisma.service';
import { AuditService } from '../audit/audit.service';
import { PasswordVerifier } from '../auth/passwords';
import { SESSION_IDLE_SECONDS } from '../auth/session-policy';
import { SessionService } from '../auth/session.service';
import { ACCOUNT_FAILURES_BEFORE_LOCK, CLIENT_FAILURES_BEFORE_LOCK, ThrottleService } from '../auth/throttle.service';
import { SecondFactor } from './second-factor';

interface OperatorRow {
  id: string;
  email: string;
  role: OperatorRole;
  status: string;
  password_hash: string | null;
  totp_secret_enc: string | null;
}

/**
 * Password and TOTP (or a recovery code) in one step. Every failure — unknown address, disabled
 * account, wrong password, wrong code — gets the same 401 after the same argon2 work, so the
 * answer tells an attacker nothing about which part was wrong or whether the account exists.
 */
@Injectable()
export class SignInService {
  private readonly verifier = new PasswordVerifier();

  constructor(
    private readonly prisma: PrismaService,
    private readonly sessions: SessionService,
    private readonly throttle: ThrottleService,
    private readonly secondFactor: SecondFactor,
    private readonly audit: AuditService,
  ) {}

  async signIn(body: SignInRequest, request: FastifyRequest, reply: FastifyReply): Promise<SessionResponse> {
    const accountKey = this.throttle.accountKey(body.email);
    const clientKey = this.throttle.clientKey(request.ip);
    const wait = await this.throttle.waitSeconds([accountKey, clientKey]);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new HttpException({ message: adminMessages.throttled }, HttpStatus.TOO_MANY_REQUESTS);
    }
    const rows = await this.prisma.$queryRaw<OperatorRow[]>`
      SELECT id::text, email, role, status, password_hash, totp_secret_enc FROM operators WHERE email = ${body.email}`;
    const operator = rows[0]?.status === 'active' ? rows[0] : undefined;
    const passwordOk = await this.verifier.verify(operator?.password_hash, body.password);
    const method = operator && passwordOk ? await this.secondFactor.check(operator, body.code) : null;
    if (!operator || !method) {
      await this.failed(body.email, operator, accountKey, clientKey, passwordOk ? 'code' : 'password');
      throw new UnauthorizedException(adminMessages.signInFailed);
    }
    await this.throttle.clear(accountKey);
    const expiresAt = await this.sessions.start(operator.id, request, reply);
    await this.audit.record(operator, {
      action: 'sign_in.succeeded',
      subjectType: 'operator',
      subjectId: operator.id,
      details: { method },
    });
    return {
      operator: { id: operator.id, email: operator.email, role: operator.role },
      expiresAt: expiresAt.toISOString(),
      idleSeconds: SESSION_IDLE_SECONDS,
    };
  }

  private async failed(email: string, operator: OperatorRow | undefined, accountKey: string, clientKey: string, reason: string) {
    const [account] = await Promise.all([
      this.throttle.fail(accountKey, ACCOUNT_FAILURES_BEFORE_LOCK),
      this.throttle.fail(clientKey, CLIENT_FAILURES_BEFORE_LOCK),
    ]);
    const actor = { id: operator?.id ?? null, email };
    await this.audit.record(actor, {
      action: 'sign_in.failed',
      subjectType: 'operator',
      subjectId: operator?.id,
      details: { reason: operator ? reason : 'unknown_or_inactive' },
    });
    if (!account.justLocked || !account.blockedUntil) return;
    await this.audit.record(actor, {
      action: 'sign_in.locked',
      subjectType: 'operator',
      subjectId: operator?.id,
      details: { until: account.blockedUntil.toISOString() },
    });
    if (operator) await this.sendLockNotice(operator, account.blockedUntil);
  }

  /** Through the delivery queue like every other mail, so an SMTP hiccup only delays it. */
  private async sendLockNotice(operator: OperatorRow, until: Date): Promise<void> {
    const text = [
      `Someone failed to sign in to the Prairieflow console as ${operator.email} ${ACCOUNT_FAILURES_BEFORE_LOCK} times in a row.`,
      `Sign-in for this account is paused until ${until.toISOString()} (UTC); further failures make the pause longer.`,
      '',
      'If this was you, wait and try again. If it was not, your password may be known to someone else:',
      'ask an admin to reset your account (npm run admin -- user reset <email>).',
    ].join('\n');
    const delivery = {
      id: randomUUID(),
      kind: 'operator_notice' as const,
      subjectType: 'operator' as const,
      subjectId: operator.id,
      messageId: newMessageId(),
      payload: { to: operator.email, subject: 'Your Prairieflow console account was locked', text },
    };
    await this.prisma.$queryRaw`WITH start AS (SELECT 1)${deliveriesCte([delivery])} SELECT (SELECT n FROM queued)::int AS queued`;
  }
}
