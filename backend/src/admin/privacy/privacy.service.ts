import { Injectable } from '@nestjs/common';
import type { PrivacyEraseResponse, PrivacyReport } from '@prairieflow/contracts/admin';
import { PrismaService } from '../../prisma/prisma.service';
import { AnalyticsRollupsService } from '../analytics/analytics-rollups.service';
import { type Actor, AuditService } from '../audit/audit.service';
import { sha256 } from '../auth/tokens';
import { counts, findPersonRecords, leadIds } from './privacy-records';

/**
 * Access and erasure requests (PIPEDA principle 4.9, Quebec Law 25 s. 27–28.1). The audit log
 * records each step with a SHA-256 of the address, not the address itself, so erasing a person
 * does not leave them readable in the log.
 */
@Injectable()
export class PrivacyService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly audit: AuditService,
    private readonly rollups: AnalyticsRollupsService,
  ) {}

  async report(email: string, actor: Actor, action: 'privacy.searched' | 'privacy.exported'): Promise<PrivacyReport> {
    const records = await findPersonRecords(this.prisma, email);
    await this.audit.record(actor, { action, subjectType: 'person', subjectId: sha256(email), details: { found: counts(records) } });
    return { email, generatedAt: new Date().toISOString(), ...records };
  }

  /**
   * Deletes everything found, in one transaction. A subscription is not deleted but reduced to
   * a suppression record (address, unsubscribed, consent text version), so the address is never
   * mailed again and a later sign-up starts a fresh double opt-in.
   */
  async erase(email: string, actor: Actor): Promise<PrivacyEraseResponse> {
    const result = await this.prisma.$transaction(async (tx) => {
      const found = await findPersonRecords(tx, email);
      const ids = leadIds(found);
      const vids = found.visitorIds;
      await tx.$queryRaw`SELECT count(graphile_worker.remove_job(id::text))::int AS n FROM deliveries WHERE subject_id = ANY(${ids}::uuid[])`;
      await tx.$executeRaw`DELETE FROM deliveries WHERE subject_id = ANY(${ids}::uuid[])`;
      await tx.$executeRaw`DELETE FROM contacts WHERE lower(email) = ${email}`;
      await tx.$executeRaw`DELETE FROM demo_requests WHERE lower(email) = ${email}`;
      await tx.$executeRaw`DELETE FROM chat_leads WHERE lower(email) = ${email}`;
      await tx.$executeRaw`DELETE FROM chatbot_interactions WHERE lower(email) = ${email} OR visitor_id = ANY(${vids})`;
      await tx.$executeRaw`DELETE FROM page_views WHERE visitor_id = ANY(${vids})`;
      await tx.$executeRaw`DELETE FROM website_visitors WHERE visitor_id = ANY(${vids})`;
      const suppressed = await tx.$executeRaw`
        UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()),
          confirm_token_hash = NULL, confirm_expires_at = NULL, confirmation_sent_at = NULL, confirmed_at = NULL,
          consent_ip_anonymized = NULL, consent_user_agent = NULL, consent_source_page = NULL, updated_at = now()
        WHERE email = ${email}`;
      // The suppression record is not a lead any more.
      await tx.$executeRaw`DELETE FROM leads WHERE kind = 'newsletter' AND email = ${email}`;
      const erased = counts(found);
      erased.subscription = 0;
      await this.audit.record(
        actor,
        { action: 'privacy.erased', subjectType: 'person', subjectId: sha256(email), details: { erased, suppressed: suppressed > 0 } },
        tx,
      );
      return { erased, suppressed: suppressed > 0 };
    });
    // The analytics change log keeps a deleted view's visitor id until it is folded: fold now.
    await this.rollups.foldAll();
    return result;
  }
}
