import { Injectable } from '@nestjs/common';
import type { ChatRequest } from '@prairieflow/contracts';
import { PrismaService } from '../prisma/prisma.service';
import { plainText } from './knowledge/text';

export type ChatLeadKind = 'email' | 'human';

/**
 * What the assistant captures for staff: an e-mail left in chat, or a request for a human.
 * The message is kept as plain text (markup stripped) so staff tools never render it.
 */
@Injectable()
export class ChatLeadsService {
  constructor(private readonly prisma: PrismaService) {}

  async record(kind: ChatLeadKind, request: ChatRequest, email?: string): Promise<void> {
    const known = email ?? (request.userEmail !== 'unknown' ? request.userEmail : undefined);
    await this.prisma.chatLead.create({
      data: {
        kind,
        email: known?.toLowerCase() ?? null,
        visitorId: request.visitorId,
        sessionId: request.sessionId,
        message: plainText(request.message).slice(0, 2000),
      },
    });
  }
}
