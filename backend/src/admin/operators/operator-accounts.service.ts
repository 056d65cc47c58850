import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { EnrolmentLinkResponse, OperatorAddRequest, OperatorSummary } from '@prairieflow/contracts/admin';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { PrismaService } from '../../prisma/prisma.service';
import { type Actor, AuditService } from '../audit/audit.service';
import { newToken, sha256 } from '../auth/tokens';

/** An enrolment link is good for this long (and once). */
export const ENROLMENT_HOURS = 24;

const summarySql = `
  SELECT o.id::text, o.email, o.role, o.status, o.created_at, o.enrolled_at,
    (SELECT max(at) FROM audit_log a WHERE a.actor_id = o.id AND a.action = 'sign_in.succeeded') AS last_sign_in_at
  FROM operators o`;

interface SummaryRow {
  id: string;
  email: string;
  role: OperatorSummary['role'];
  status: OperatorSummary['status'];
  created_at: Date;
  enrolled_at: Date | null;
  last_sign_in_at: Date | null;
}

/**
 * Creating, listing, disabling and resetting operators: shared by `npm run admin` and the
 * console's operators screen, audited either way. Disabling or resetting ends every session of
 * that operator at once; a reset also drops password, TOTP secret and recovery codes.
 */
@Injectable()
export class OperatorAccountsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(): Promise<OperatorSummary[]> {
    const rows = await this.prisma.$queryRawUnsafe<SummaryRow[]>(`${summarySql} ORDER BY o.email`);
    return rows.map(toSummary);
  }

  async add(input: OperatorAddRequest, actor: Actor): Promise<EnrolmentLinkResponse> {
    const token = newToken();
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      INSERT INTO operators (email, role, enrolment_token_hash, enrolment_expires_at)
      VALUES (${input.email}, ${input.role}, ${sha256(token)}, now() + make_interval(hours => ${ENROLMENT_HOURS}))
      ON CONFLICT (email) DO NOTHING RETURNING id::text`;
    if (!rows[0]) throw new ConflictException('An operator with this e-mail already exists (use reset to send a new link)');
    await this.audit.record(actor, {
      action: 'operator.added',
      subjectType: 'operator',
      subjectId: rows[0].id,
      details: { email: input.email, role: input.role },
    });
    return this.linkFor(rows[0].id, token);
  }

  async disable(emailOrId: string, actor: Actor): Promise<OperatorSummary> {
    const id = await this.find(emailOrId);
    await this.prisma.$transaction([
      this.prisma.$executeRaw`
        UPDATE operators SET status = 'disabled', disabled_at = now(), enrolment_token_hash = NULL, enrolment_expires_at = NULL, updated_at = now()
        WHERE id = ${id}::uuid`,
      this.prisma.$executeRaw`DELETE FROM operator_sessions WHERE operator_id = ${id}::uuid`,
    ]);
    await this.audit.record(actor, { action: 'operator.disabled', subjectType: 'operator', subjectId: id });
    return this.summary(id);
  }

  /** A fresh start: new one-time link; the old password, authenticator and recovery codes stop working. */
  async reset(emailOrId: string, actor: Actor): Promise<EnrolmentLinkResponse> {
    const id = await this.find(emailOrId);
    const token = newToken();
    await this.prisma.$transaction([
      this.prisma.$executeRaw`
        UPDATE operators SET status = 'invited', password_hash = NULL, totp_secret_enc = NULL, totp_last_step = NULL,
          enrolment_token_hash = ${sha256(token)}, enrolment_expires_at = now() + make_interval(hours => ${ENROLMENT_HOURS}),
          enrolled_at = NULL, disabled_at = NULL, updated_at = now()
        WHERE id = ${id}::uuid`,
      this.prisma.$executeRaw`DELETE FROM operator_recovery_codes WHERE operator_id = ${id}::uuid`,
      this.prisma.$executeRaw`DELETE FROM operator_sessions WHERE operator_id = ${id}::uuid`,
    ]);
    await this.audit.record(actor, { action: 'operator.reset', subjectType: 'operator', subjectId: id });
    return this.linkFor(id, token);
  }

  enrolmentUrl(token: string): string {
    // The token rides in the fragment: browsers never send it to a server, a log or a Referer.
    return new URL(`/admin/enrol#${token}`, this.config.PUBLIC_SITE_URL).toString();
  }

  private async linkFor(id: string, token: string): Promise<EnrolmentLinkResponse> {
    const operator = await this.summary(id);
    const expiresAt = new Date(Date.now() + ENROLMENT_HOURS * 3600_000).toISOString();
    return { operator, enrolmentUrl: this.enrolmentUrl(token), expiresAt };
  }

  private async summary(id: string): Promise<OperatorSummary> {
    const rows = await this.prisma.$queryRawUnsafe<SummaryRow[]>(`${summarySql} WHERE o.id = $1::uuid`, id);
    return toSummary(rows[0]);
  }

  private async find(emailOrId: string): Promise<string> {
    const byId = /^[0-9a-f-]{36}$/i.test(emailOrId);
    const rows = byId
      ? await this.prisma.$queryRaw<{ id: string }[]>`SELECT id::text FROM operators WHERE id = ${emailOrId}::uuid`
      : await this.prisma.$queryRaw<{ id: string }[]>`SELECT id::text FROM operators WHERE email = ${emailOrId.trim().toLowerCase()}`;
    if (!rows[0]) throw new NotFoundException('No operator with that e-mail or id');
    return rows[0].id;
  }
}

function toSummary(row: SummaryRow): OperatorSummary {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    enrolledAt: row.enrolled_at?.toISOString() ?? null,
    lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
  };
}
