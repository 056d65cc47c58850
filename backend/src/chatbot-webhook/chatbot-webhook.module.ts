import { Module } from '@nestjs/common';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { ChatLeadsService } from './chat-leads.service';
import { ChatbotWebhookController } from './chatbot-webhook.controller';
import { ChatbotWebhookService } from './chatbot-webhook.service';
import { EmbeddedEngine } from './engines/embedded.engine';
import { OpenAiEngine } from './engines/openai.engine';
import { WebhookEngine } from './engines/webhook.engine';
import { KnowledgeBaseService } from './knowledge/knowledge-base.service';
import { ChatMemoryService } from './memory/chat-memory.service';

@Module({
  imports: [RateLimitModule],
  controllers: [ChatbotWebhookController],
  providers: [ChatbotWebhookService, ChatLeadsService, ChatMemoryService, KnowledgeBaseService, EmbeddedEngine, OpenAiEngine, WebhookEngine],
  exports: [KnowledgeBaseService, EmbeddedEngine, ChatMemoryService],
})
export class ChatbotWebhookModule {}
