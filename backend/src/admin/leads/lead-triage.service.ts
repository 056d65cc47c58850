import { Injectable, NotFoundException } from '@nestjs/common';
import type { LeadKind, LeadStatus, LeadUpdate } from '@prairieflow/contracts/admin';
import { deliveriesCte } from '../../deliveries/enqueue';
import type { Prisma } from '../../generated/prisma/client';
import { LeadsService } from '../../leads/leads.service';
import { leadRecordFromRow, type StoredLeadRow } from '../../leads/stored-lead-record';
import { PrismaService } from '../../prisma/prisma.service';
import { type Actor, AuditService } from '../audit/audit.service';
import { leadTables } from './lead-tables';

/** Kinds the bot trap can catch: their deliveries were held back while they were spam. */
const trappable = new Set<LeadKind>(['contact', 'demo']);

/**
 * Status and note changes, audited in the same transaction. Spam is mirrored onto the lead's
 * own row (is_spam); leaving spam releases the deliveries the bot trap held back, built from the
 * stored row and queued in the same transaction, once (a lead that has deliveries gets none).
 */
@Injectable()
export class LeadTriageService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly leads: LeadsService,
    private readonly audit: AuditService,
  ) {}

  async update(id: string, change: LeadUpdate, actor: Actor): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ kind: LeadKind; status: LeadStatus; note: string | null }[]>`
        SELECT kind, status, note FROM leads WHERE id = ${id}::uuid FOR UPDATE`;
      const lead = rows[0];
      if (!lead) throw new NotFoundException('No lead with this id');
      const status = change.status ?? lead.status;
      const note = change.note === undefined ? lead.note : change.note.trim() || null;
      await tx.$executeRaw`UPDATE leads SET status = ${status}, note = ${note}, updated_at = now() WHERE id = ${id}::uuid`;
      if (note !== lead.note) {
        await this.audit.record(
          actor,
          { action: 'lead.note_changed', subjectType: 'lead', subjectId: id, details: { length: note?.length ?? 0 } },
          tx,
        );
      }
      if (status === lead.status) return;
      await this.audit.record(
        actor,
        { action: 'lead.status_changed', subjectType: 'lead', subjectId: id, details: { from: lead.status, to: status } },
        tx,
      );
      if (!trappable.has(lead.kind) || (status !== 'spam' && lead.status !== 'spam')) return;
      const { table } = leadTables[lead.kind];
      if (status === 'spam') {
        await tx.$executeRaw`UPDATE ${table} SET is_spam = true, spam_reason = coalesce(spam_reason, 'operator') WHERE id = ${id}::uuid`;
        return;
      }
      await this.release(tx, lead.kind as 'contact' | 'demo', id, actor);
    });
  }

  private async release(tx: Prisma.TransactionClient, kind: 'contact' | 'demo', id: string, actor: Actor): Promise<void> {
    const { table, subjectType } = leadTables[kind];
    const rows = await tx.$queryRaw<StoredLeadRow[]>`UPDATE ${table} SET is_spam = false WHERE id = ${id}::uuid RETURNING *`;
    const existing = await tx.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM deliveries WHERE subject_id = ${id}::uuid`;
    if (!rows[0] || existing[0].n > 0) return;
    const record = leadRecordFromRow(kind, { ...rows[0], id });
    const deliveries = this.leads.deliveriesFor(record, subjectType as 'contact' | 'demo_request');
    await tx.$queryRaw`WITH start AS (SELECT 1)${deliveriesCte(deliveries)} SELECT (SELECT n FROM queued)::int AS queued`;
    await this.audit.record(
      actor,
      { action: 'lead.deliveries_released', subjectType: 'lead', subjectId: id, details: { deliveries: deliveries.map((d) => d.kind) } },
      tx,
    );
  }
}
