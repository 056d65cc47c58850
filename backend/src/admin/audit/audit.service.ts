import { Injectable } from '@nestjs/common';
import type { AuditAction, AuditQuery, AuditResponse } from '@prairieflow/contracts/admin';
import { Prisma } from '../../generated/prisma/client';
import { PrismaService } from '../../prisma/prisma.service';

export interface Actor {
  id: string | null;
  email: string | null;
}

export interface AuditEntryInput {
  action: AuditAction;
  subjectType?: string;
  subjectId?: string;
  details?: Record<string, unknown>;
}

type Db = Pick<PrismaService, '$executeRaw'> | Prisma.TransactionClient;

/**
 * Writes and reads the append-only audit log (the database refuses UPDATE, DELETE and
 * TRUNCATE on it). Write inside the transaction of the action when there is one, so an action
 * and its record commit together.
 */
@Injectable()
export class AuditService {
  constructor(private readonly prisma: PrismaService) {}

  async record(actor: Actor, entry: AuditEntryInput, db: Db = this.prisma): Promise<void> {
    await db.$executeRaw`
      INSERT INTO audit_log (actor_id, actor_email, action, subject_type, subject_id, details)
      VALUES (${actor.id}::uuid, ${actor.email}, ${entry.action}, ${entry.subjectType ?? null}, ${entry.subjectId ?? null},
        ${JSON.stringify(entry.details ?? {})}::jsonb)`;
  }

  async list(query: AuditQuery): Promise<AuditResponse> {
    const where = Prisma.sql`WHERE true
      ${query.action ? Prisma.sql`AND action = ${query.action}` : Prisma.empty}
      ${query.from ? Prisma.sql`AND at >= ${query.from}::date` : Prisma.empty}
      ${query.to ? Prisma.sql`AND at < ${query.to}::date + 1` : Prisma.empty}`;
    const offset = (query.page - 1) * query.pageSize;
    const [rows, counted] = await Promise.all([
      this.prisma.$queryRaw<
        {
          id: bigint;
          at: Date;
          actor_email: string | null;
          action: string;
          subject_type: string | null;
          subject_id: string | null;
          details: Record<string, unknown>;
        }[]
      >`
        SELECT id, at, actor_email, action, subject_type, subject_id, details FROM audit_log ${where}
        ORDER BY at DESC, id DESC LIMIT ${query.pageSize} OFFSET ${offset}`,
      this.prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM audit_log ${where}`,
    ]);
    const total = counted[0]?.total ?? 0;
    return {
      items: rows.map((r) => ({
        id: String(r.id),
        at: r.at.toISOString(),
        actorEmail: r.actor_email,
        action: r.action,
        subjectType: r.subject_type,
        subjectId: r.subject_id,
        details: r.details,
      })),
      page: query.page,
      pageSize: query.pageSize,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    };
  }
}
