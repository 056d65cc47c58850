import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ChatRequest } from '@prairieflow/contracts';
import { isbot } from 'isbot';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { clientKey } from '../rate-limit/rate-limit.guard';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { ChatLeadsService } from './chat-leads.service';
import { type ChatEngine, type ChatTurn, EngineFailure } from './engines/chat-engine';
import { EmbeddedEngine } from './engines/embedded.engine';
import { OpenAiEngine } from './engines/openai.engine';
import { WebhookEngine } from './engines/webhook.engine';
import { KnowledgeBaseService } from './knowledge/knowledge-base.service';
import { plainText } from './knowledge/text';
import { detectLanguage } from './router/language';
import { replies } from './router/replies';
import { cleanMessage, route } from './router/rules';

export interface ChatClient {
  ip: string;
  userAgent?: string;
}

/**
 * One visitor message in, one answer out: rate limits, then the rule router (greetings, leads,
 * handoff, injection, off-topic), then retrieval and the configured engine, which falls back to
 * the embedded one whenever an upstream fails.
 */
@Injectable()
export class ChatbotWebhookService {
  private readonly logger = new Logger('Chat');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limiter: RateLimitService,
    private readonly leads: ChatLeadsService,
    private readonly kb: KnowledgeBaseService,
    private readonly embedded: EmbeddedEngine,
    private readonly openai: OpenAiEngine,
    private readonly webhook: WebhookEngine,
  ) {}

  async reply(request: ChatRequest, client: ChatClient): Promise<string> {
    const language = detectLanguage(plainText(request.message));
    if (!(await this.withinLimits(request, client))) return replies.rateLimited(language);

    const decision = route(request.message);
    switch (decision.kind) {
      case 'markup-only':
        return replies.noMarkup(language);
      case 'injection':
        return replies.injection(language);
      case 'email':
        await this.leads.record('email', request, decision.email);
        return replies.emailCaptured(language);
      case 'email-malformed':
        return replies.emailMalformed(language);
      case 'human':
        await this.leads.record('human', request);
        return replies.human(this.kb.contact, language);
      case 'contact':
        return replies.contact(this.kb.contact, language);
      case 'greeting':
        return replies.greeting(this.kb.contact, language);
      case 'thanks':
        return replies.thanks(language);
      case 'off-topic':
        return replies.offTopic(language);
    }
    const text = cleanMessage(request.message);
    const turn: ChatTurn = { request, text, language, intent: decision.kind, passages: await this.kb.search(text) };
    return this.answer(turn, client);
  }

  private async answer(turn: ChatTurn, client: ChatClient): Promise<string> {
    const engine = this.engineFor(turn, client);
    if (engine === this.embedded) return this.embedded.reply(turn);
    try {
      return await engine.reply(turn);
    } catch (error) {
      const reason = error instanceof EngineFailure ? error.reason : 'error';
      this.logger.warn({ engine: engine.name, reason }, 'Chat engine failed; answering with the embedded engine');
      return this.embedded.reply(turn);
    }
  }

  /** Crawlers never reach a paid or remote engine; nor does a question with no grounding for the LLM. */
  private engineFor(turn: ChatTurn, client: ChatClient): ChatEngine {
    if (client.userAgent && isbot(client.userAgent)) return this.embedded;
    if (this.config.CHAT_ENGINE === 'webhook') return this.webhook;
    if (this.config.CHAT_ENGINE === 'openai' && turn.passages.length > 0) return this.openai;
    return this.embedded;
  }

  /** Both budgets are spent on every message: one per client IP, one per chat session. */
  private async withinLimits(request: ChatRequest, client: ChatClient): Promise<boolean> {
    const limit = this.config.RATE_LIMIT_CHAT_PER_WINDOW;
    const window = this.config.RATE_LIMIT_WINDOW_SECONDS;
    const [byIp, bySession] = await Promise.all([
      this.limiter.consume(clientKey('chat-ip', client.ip), limit, window),
      this.limiter.consume(clientKey('chat-session', request.sessionId), limit, window),
    ]);
    return byIp.allowed && bySession.allowed;
  }
}
