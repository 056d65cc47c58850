import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  adminMessages,
  type EnrolmentFinishRequest,
  type EnrolmentFinishResponse,
  type EnrolmentStartResponse,
  type OperatorRole,
} from '@prairieflow/contracts/admin';
import { PrismaService } from '../../prisma/prisma.service';
import { AuditService } from '../audit/audit.service';
import { hashPassword, passwordProblem } from '../auth/passwords';
import { newRecoveryCode, sha256 } from '../auth/tokens';
import { newTotpSecret, totpEnrolment, totpStep } from '../auth/totp';
import { ADMIN_KEY, type AdminKey } from '../keys/admin-key';
import { seal } from '../keys/secret-box';
import { SecondFactor } from '../session/second-factor';

const RECOVERY_CODES = 10;

interface InvitedRow {
  id: string;
  email: string;
  role: OperatorRole;
  totp_secret_enc: string | null;
}

const fieldError = (path: string, message: string) => new BadRequestException({ message, issues: [{ path, message }] });

/**
 * The one-time link's two steps: `start` issues a TOTP secret to scan (a repeat issues a new
 * one), `finish` sets the password and proves the authenticator with a code, then hands out the
 * recovery codes once. The link dies when enrolment finishes or after 24 hours.
 */
@Injectable()
export class EnrolmentService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly audit: AuditService,
    private readonly secondFactor: SecondFactor,
    @Inject(ADMIN_KEY) private readonly key: AdminKey,
  ) {}

  async start(token: string): Promise<EnrolmentStartResponse> {
    const operator = await this.invited(token);
    const secret = newTotpSecret();
    await this.prisma.$executeRaw`
      UPDATE operators SET totp_secret_enc = ${seal(this.key.key, secret, operator.id)}, updated_at = now() WHERE id = ${operator.id}::uuid`;
    const { uri, qrSvg } = await totpEnrolment(secret, operator.email);
    return { email: operator.email, role: operator.role, otpauthUri: uri, qrSvg, secret };
  }

  async finish(body: EnrolmentFinishRequest): Promise<EnrolmentFinishResponse> {
    const operator = await this.invited(body.token);
    const problem = passwordProblem(body.password);
    if (problem) throw fieldError('password', problem);
    if (!operator.totp_secret_enc) throw fieldError('code', adminMessages.enrolCode);
    const step = totpStep(this.secondFactor.secretFor(operator.id, operator.totp_secret_enc), body.code);
    if (step === null) throw fieldError('code', adminMessages.enrolCode);

    const passwordHash = await hashPassword(body.password);
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    await this.prisma.$transaction(async (tx) => {
      const updated = await tx.$executeRaw`
        UPDATE operators SET status = 'active', password_hash = ${passwordHash}, totp_last_step = ${step}, enrolled_at = now(),
          enrolment_token_hash = NULL, enrolment_expires_at = NULL, updated_at = now()
        WHERE id = ${operator.id}::uuid AND status = 'invited' AND enrolment_token_hash = ${sha256(body.token)}`;
      if (updated !== 1) throw fieldError('token', adminMessages.linkInvalid);
      await tx.$executeRaw`DELETE FROM operator_recovery_codes WHERE operator_id = ${operator.id}::uuid`;
      for (const code of codes) {
        await tx.$executeRaw`INSERT INTO operator_recovery_codes (operator_id, code_hash) VALUES (${operator.id}::uuid, ${this.secondFactor.recoveryHash(code)})`;
      }
      await this.audit.record(operator, { action: 'enrolment.completed', subjectType: 'operator', subjectId: operator.id }, tx);
    });
    return { recoveryCodes: codes };
  }

  private async invited(token: string): Promise<InvitedRow> {
    const rows = await this.prisma.$queryRaw<InvitedRow[]>`
      SELECT id::text, email, role, totp_secret_enc FROM operators
      WHERE enrolment_token_hash = ${sha256(token)} AND status = 'invited' AND enrolment_expires_at > now()`;
    if (!rows[0]) throw fieldError('token', adminMessages.linkInvalid);
    return rows[0];
  }
}
