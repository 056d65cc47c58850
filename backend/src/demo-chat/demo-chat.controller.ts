import { Body, Controller, HttpCode, Options, Post, Req, Res } from '@nestjs/common';
import { type DemoChatRequest, type DemoChatResponse, demoChatRequestSchema } from '@prairieflow/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { DemoChatService } from './demo-chat.service';

/**
 * The demo pages run in a sandboxed frame (an opaque origin), so their calls are cross-origin:
 * any origin may read these answers (no cookies, nothing private), and the JSON preflight is
 * answered here.
 */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
};

@Controller('api/demo-chat')
export class DemoChatController {
  constructor(private readonly demos: DemoChatService) {}

  @Post()
  @HttpCode(200)
  async post(
    @Body(new ZodValidationPipe(demoChatRequestSchema)) body: DemoChatRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DemoChatResponse> {
    reply.headers({ 'access-control-allow-origin': '*' });
    return this.demos.reply(body, request.ip);
  }

  @Options()
  @HttpCode(204)
  preflight(@Res({ passthrough: true }) reply: FastifyReply): void {
    reply.headers(CORS);
  }
}
