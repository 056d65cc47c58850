import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ChatRequest } from '@prairieflow/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { NewDelivery } from '../deliveries/delivery-kinds';
import { deliveriesCte, newMessageId } from '../deliveries/enqueue';
import { PrismaService } from '../prisma/prisma.service';
import type { ChatLeadRecord } from './chat-lead-record';
import { plainText } from './knowledge/text';

export type ChatLeadKind = ChatLeadRecord['kind'];

/**
 * What the assistant captures for staff: an e-mail left in chat, or a request for a human.
 * Stored with its deliveries (staff e-mail; webhook when configured) in one statement, like
 * every other lead, so staff hear about it even if the process dies right after answering.
 * The message is kept as plain text (markup stripped) so staff tools never render it.
 */
@Injectable()
export class ChatLeadsService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async record(kind: ChatLeadKind, request: ChatRequest, email?: string): Promise<string> {
    const known = email ?? (request.userEmail !== 'unknown' ? request.userEmail : undefined);
    const lead: ChatLeadRecord = {
      id: randomUUID(),
      kind,
      email: known?.toLowerCase() ?? null,
      visitorId: request.visitorId,
      sessionId: request.sessionId,
      message: plainText(request.message).slice(0, 2000),
      created_at: new Date().toISOString(),
    };
    await this.prisma.$queryRaw`
      WITH lead AS (
        INSERT INTO chat_leads (id, kind, email, visitor_id, session_id, message, created_at)
        VALUES (${lead.id}::uuid, ${lead.kind}, ${lead.email}, ${lead.visitorId}, ${lead.sessionId}, ${lead.message},
          ${lead.created_at}::timestamptz)
        RETURNING id
      )${deliveriesCte(this.deliveriesFor(lead))}
      SELECT (SELECT n FROM queued)::int AS queued`;
    return lead.id;
  }

  private deliveriesFor(lead: ChatLeadRecord): NewDelivery[] {
    const base = { subjectType: 'chat_lead' as const, subjectId: lead.id };
    const list: NewDelivery[] = [
      { ...base, id: randomUUID(), kind: 'chat_staff_email', messageId: newMessageId(), payload: { chatLead: lead } },
    ];
    if (this.config.CONTACT_WEBHOOK_URL) {
      list.push({
        ...base,
        id: randomUUID(),
        kind: 'webhook',
        messageId: newMessageId(),
        payload: { type: 'lead.chat', timestamp: lead.created_at, data: lead },
      });
    }
    return list;
  }
}
