import { Module } from '@nestjs/common';
import { ChatMemoryService } from '../chatbot-webhook/memory/chat-memory.service';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { DemoChatController } from './demo-chat.controller';
import { DemoChatService } from './demo-chat.service';

@Module({
  imports: [RateLimitModule],
  controllers: [DemoChatController],
  providers: [DemoChatService, ChatMemoryService],
})
export class DemoChatModule {}
