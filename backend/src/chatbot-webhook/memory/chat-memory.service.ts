import { Injectable, Logger } from '@nestjs/common';
import { PrismaService } from '../../prisma/prisma.service';

/** Pruning runs on about one write in this many, so the table never grows without bound. */
const PRUNE_EVERY = 200;

/**
 * What a conversation remembers between two messages, in PostgreSQL so any replica can answer
 * the follow-up (chat_memory). `scope` keeps the site's chat and each live demo apart. A failed
 * read or write only costs the follow-up its context: the answer itself never fails on it.
 */
@Injectable()
export class ChatMemoryService {
  private readonly logger = new Logger('ChatMemory');

  constructor(private readonly prisma: PrismaService) {}

  async read<T extends object>(scope: string, sessionId: string): Promise<T | undefined> {
    try {
      const rows = await this.prisma.$queryRaw<{ state: T }[]>`
        SELECT state FROM chat_memory
         WHERE session_id = ${key(scope, sessionId)} AND updated_at > now() - interval '1 day'`;
      return rows[0]?.state;
    } catch (error) {
      this.logger.warn({ err: error }, 'Chat memory could not be read');
      return undefined;
    }
  }

  async write(scope: string, sessionId: string, state: object): Promise<void> {
    try {
      await this.prisma.$executeRaw`
        INSERT INTO chat_memory (session_id, scope, state, updated_at)
        VALUES (${key(scope, sessionId)}, ${scope}, ${JSON.stringify(state)}::jsonb, now())
        ON CONFLICT (session_id) DO UPDATE SET state = EXCLUDED.state, updated_at = EXCLUDED.updated_at`;
      if (Math.random() * PRUNE_EVERY < 1)
        await this.prisma.$executeRaw`DELETE FROM chat_memory WHERE updated_at < now() - interval '1 day'`;
    } catch (error) {
      this.logger.warn({ err: error }, 'Chat memory could not be written');
    }
  }
}

/** The site's chat keeps the widget's session id; a demo's is prefixed so the two never meet. */
const key = (scope: string, sessionId: string) => (scope === 'site' ? sessionId : `${scope}:${sessionId}`);
