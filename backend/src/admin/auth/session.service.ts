import { Inject, Injectable } from '@nestjs/common';
import type { OperatorRole } from '@prairieflow/contracts/admin';
import { stringifySetCookie, parseCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { PrismaService } from '../../prisma/prisma.service';
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS, overTls, sessionCookieName } from './session-policy';
import { newToken, sha256 } from './tokens';

export interface SessionOperator {
  id: string;
  email: string;
  role: OperatorRole;
  sessionHash: string;
  expiresAt: Date;
}

/**
 * Server-side sessions: the browser holds a random 256-bit id in an HttpOnly, SameSite=Strict
 * cookie; PostgreSQL holds only its SHA-256. Every request slides the idle deadline; the
 * absolute one never moves. A disabled or reset operator's sessions are deleted outright.
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  presentedId(request: FastifyRequest): string | undefined {
    const header = request.headers.cookie;
    if (!header) return undefined;
    const value = parseCookie(header)[sessionCookieName(this.config, request)];
    return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
  }

  /** The signed-in operator, refreshing the idle deadline; null when absent, expired or ended. */
  async resolve(request: FastifyRequest): Promise<SessionOperator | null> {
    const id = this.presentedId(request);
    if (!id) return null;
    const hash = sha256(id);
    const rows = await this.prisma.$queryRaw<{ id: string; email: string; role: OperatorRole; expires_at: Date }[]>`
      UPDATE operator_sessions s SET last_seen_at = now()
      FROM operators o
      WHERE s.id_hash = ${hash} AND o.id = s.operator_id AND o.status = 'active'
        AND s.expires_at > now() AND s.last_seen_at > now() - make_interval(secs => ${SESSION_IDLE_SECONDS})
      RETURNING o.id::text, o.email, o.role, s.expires_at`;
    const row = rows[0];
    if (!row) {
      await this.prisma.$executeRaw`DELETE FROM operator_sessions WHERE id_hash = ${hash}`;
      return null;
    }
    return { id: row.id, email: row.email, role: row.role, sessionHash: hash, expiresAt: row.expires_at };
  }

  /** Starts a session (any session the browser already held ends: ids rotate at sign-in). */
  async start(operatorId: string, request: FastifyRequest, reply: FastifyReply): Promise<Date> {
    const previous = this.presentedId(request);
    // Sign-ins are rare, so this is where sessions that ran out unseen are swept away.
    await this.prisma.$executeRaw`
      DELETE FROM operator_sessions
      WHERE id_hash = ${previous ? sha256(previous) : ''} OR expires_at <= now() OR last_seen_at <= now() - make_interval(secs => ${SESSION_IDLE_SECONDS})`;
    const id = newToken();
    const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_SECONDS * 1000);
    await this.prisma.$executeRaw`
      INSERT INTO operator_sessions (id_hash, operator_id, expires_at) VALUES (${sha256(id)}, ${operatorId}::uuid, ${expiresAt})`;
    this.setCookie(request, reply, id);
    return expiresAt;
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const id = this.presentedId(request);
    if (id) await this.prisma.$executeRaw`DELETE FROM operator_sessions WHERE id_hash = ${sha256(id)}`;
    this.setCookie(request, reply, '', 0);
  }

  /** No Max-Age: the cookie dies with the browser; the server enforces both deadlines anyway. */
  private setCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAge?: number): void {
    const tls = overTls(this.config, request);
    reply.header(
      'set-cookie',
      stringifySetCookie({
        name: sessionCookieName(this.config, request),
        value,
        httpOnly: true,
        secure: tls,
        sameSite: 'strict',
        path: '/',
        maxAge,
      }),
    );
  }
}
