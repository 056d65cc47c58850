import { Module } from '@nestjs/common';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { ChatLeadsService } from './chat-leads.service';
import { ChatbotWebhookController } from './chatbot-webhook.controller';
import { ChatbotWebhookService } from './chatbot-webhook.service';
import { EmbeddedEngine } from './engines/embedded.engine';
import { OpenAiEngine } from './engines/openai.engine';
import { WebhookEngine } from './engines/webhook.engine';
import { KnowledgeBaseService } from './knowledge/knowledge-base.service';

@Module({
  imports: [RateLimitModule],
  controllers: [ChatbotWebhookController],
  providers: [ChatbotWebhookService, ChatLeadsService, KnowledgeBaseService, EmbeddedEngine, OpenAiEngine, WebhookEngine],
})
export class ChatbotWebhookModule {}
