import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { type ChatRequest, type ChatResponse, chatRequestSchema } from '@prairieflow/contracts';
import type { FastifyRequest } from 'fastify';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { ChatbotWebhookService } from './chatbot-webhook.service';

@Controller('api/chatbot-webhook')
export class ChatbotWebhookController {
  constructor(private readonly chat: ChatbotWebhookService) {}

  /** The widget reads `output`; even the over-limit answer is a 200 with a friendly output. */
  @Post()
  @HttpCode(200)
  async post(@Body(new ZodValidationPipe(chatRequestSchema)) body: ChatRequest, @Req() request: FastifyRequest): Promise<ChatResponse> {
    const output = await this.chat.reply(body, { ip: request.ip, userAgent: request.headers['user-agent'] });
    return { output };
  }
}
