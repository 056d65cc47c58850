import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DemoChatRequest, DemoChatResponse } from '@prairieflow/contracts';
import { ChatMemoryService } from '../chatbot-webhook/memory/chat-memory.service';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { DEMOS } from '../demos/assistant/demos';
import type { BookingDraft, DemoBusiness, DemoState } from '../demos/assistant/demo-business';
import { fold } from '../demos/assistant/parse';
import { PrismaService } from '../prisma/prisma.service';
import { clientKey } from '../rate-limit/rate-limit.guard';
import { RateLimitService } from '../rate-limit/rate-limit.service';

/**
 * The products page's demo assistants. Each conversation's state lives in chat_memory under its
 * own scope (demo:<name>); bookings go to demo_bookings, marked with the demo, and nowhere else:
 * no chat lead, no inbox row, no delivery, whatever the visitor types (an e-mail included).
 */
@Injectable()
export class DemoChatService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prisma: PrismaService,
    private readonly memory: ChatMemoryService,
    private readonly limiter: RateLimitService,
  ) {}

  async reply(request: DemoChatRequest, ip: string): Promise<DemoChatResponse> {
    const demo = DEMOS[request.demo];
    if (!(await this.withinLimits(request, ip))) {
      const slowDown =
        request.lang === 'fr'
          ? 'Vous envoyez des messages un peu vite ! Patientez une minute puis réessayez.'
          : 'You’re sending messages a little fast! Please wait a minute and try again.';
      return { output: slowDown, suggestions: [] };
    }
    const scope = `demo:${demo.name}`;
    const state = (await this.memory.read<DemoState>(scope, request.sessionId)) ?? {};
    const turn = demo.respond(fold(request.message).replace(/\s+/g, ' ').trim(), state, request.lang ?? 'en');
    let reference = state.reference;
    let booking: DemoChatResponse['booking'];
    if (turn.booking) {
      reference = await this.store(demo, request.sessionId, turn.booking, reference);
      booking = { reference, kind: turn.booking.kind, summary: turn.booking.summary };
    }
    // The reference stays while a booking flow goes on, so its later steps update the same row.
    await this.memory.write(scope, request.sessionId, {
      ...turn.state,
      reference: turn.booking || turn.state.step ? reference : undefined,
    });
    return { output: turn.output.replace('{ref}', reference ?? ''), suggestions: turn.suggestions, ...(booking ? { booking } : {}) };
  }

  /** A new sample booking, or the next step of the one this conversation already made. */
  private async store(demo: DemoBusiness, sessionId: string, draft: BookingDraft, existing: string | undefined): Promise<string> {
    if (draft.update && existing) {
      await this.prisma.$executeRaw`
        UPDATE demo_bookings SET details = details || ${JSON.stringify(draft.details)}::jsonb
         WHERE demo = ${demo.name} AND session_id = ${sessionId} AND details->>'reference' = ${existing}`;
      return existing;
    }
    const id = randomUUID();
    const reference = `DEMO-${demo.code}-${id.slice(0, 6).toUpperCase()}`;
    await this.prisma.$executeRaw`
      INSERT INTO demo_bookings (id, demo, kind, session_id, details)
      VALUES (${id}::uuid, ${demo.name}, ${draft.kind}, ${sessionId}, ${JSON.stringify({ ...draft.details, reference, summary: draft.summary })}::jsonb)`;
    return reference;
  }

  /** The chat's budget applies to the demos too: per client IP and per demo conversation. */
  private async withinLimits(request: DemoChatRequest, ip: string): Promise<boolean> {
    const limit = this.config.RATE_LIMIT_CHAT_PER_WINDOW;
    const window = this.config.RATE_LIMIT_WINDOW_SECONDS;
    const [byIp, bySession] = await Promise.all([
      this.limiter.consume(clientKey('demo-ip', ip), limit, window),
      this.limiter.consume(clientKey('demo-session', request.sessionId), limit, window),
    ]);
    return byIp.allowed && bySession.allowed;
  }
}
