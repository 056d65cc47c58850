import { Module } from '@nestjs/common';
import { DemosModule } from '../demos/demos.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { ChatLeadsService } from './chat-leads.service';
import { ChatbotWebhookController } from './chatbot-webhook.controller';
import { ChatbotWebhookService } from './chatbot-webhook.service';
import { EmbeddedEngine } from './engines/embedded.engine';
import { OpenAiEngine } from './engines/openai.engine';
import { WebhookEngine } from './engines/webhook.engine';
import { KnowledgeBaseService } from './knowledge/knowledge-base.service';
import { ChatMemoryService } from './memory/chat-memory.service';

/**
 * The site's chat assistant; it brings the products page's live demos (DemosModule), which run
 * on the same memory and rate limits, so AppModule lists one chat module.
 */
@Module({
  imports: [RateLimitModule, DemosModule],
  controllers: [ChatbotWebhookController],
  providers: [
    ChatbotWebhookService,
    ChatLeadsService,
    ChatMemoryService,
    KnowledgeBaseService,
    EmbeddedEngine,
    OpenAiEngine,
    WebhookEngine,
  ],
})
export class ChatbotWebhookModule {}
