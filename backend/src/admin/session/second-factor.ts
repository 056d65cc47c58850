import { Inject, Injectable } from '@nestjs/common';
import { PrismaService } from '../../prisma/prisma.service';
import { totpStep } from '../auth/totp';
import { hmacHex } from '../auth/tokens';
import { ADMIN_KEY, type AdminKey } from '../keys/admin-key';
import { open } from '../keys/secret-box';

/** How the second factor was proven, for the audit log. */
export type SecondFactorMethod = 'totp' | 'recovery_code';

/**
 * Checks a TOTP code (each time step is accepted once: a code seen over someone's shoulder
 * cannot be replayed) or spends a recovery code (single use).
 */
@Injectable()
export class SecondFactor {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(ADMIN_KEY) private readonly key: AdminKey,
  ) {}

  recoveryHash = (code: string) => hmacHex(this.key.derive('recovery-code'), code.toLowerCase());

  secretFor(operatorId: string, sealed: string): string {
    return open(this.key.key, sealed, operatorId);
  }

  async check(operator: { id: string; totp_secret_enc: string | null }, code: string): Promise<SecondFactorMethod | null> {
    if (/^\d{6}$/.test(code)) {
      if (!operator.totp_secret_enc) return null;
      const step = totpStep(this.secretFor(operator.id, operator.totp_secret_enc), code);
      if (step === null) return null;
      const used = await this.prisma.$executeRaw`
        UPDATE operators SET totp_last_step = ${step}
        WHERE id = ${operator.id}::uuid AND (totp_last_step IS NULL OR totp_last_step < ${step})`;
      return used === 1 ? 'totp' : null;
    }
    const spent = await this.prisma.$executeRaw`
      UPDATE operator_recovery_codes SET used_at = now()
      WHERE operator_id = ${operator.id}::uuid AND code_hash = ${this.recoveryHash(code)} AND used_at IS NULL`;
    return spent === 1 ? 'recovery_code' : null;
  }
}
