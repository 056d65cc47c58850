import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import {
  type ChatListQuery,
  chatListQuerySchema,
  type ChatListResponse,
  type ChatTranscript,
  conversationParamsSchema,
  type UnansweredReport,
  unansweredQuerySchema,
} from '@prairieflow/contracts/admin';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { AdminAccess } from '../auth/admin-access';
import { AdminGuard } from '../auth/admin.guard';
import { ChatsService } from './chats.service';

/** /api/admin/chats: chat conversations, a transcript, and the unanswered-questions report. Admins only. */
@Controller('api/admin/chats')
@UseGuards(AdminGuard)
@AdminAccess('admin')
export class ChatsController {
  constructor(private readonly chats: ChatsService) {}

  @Get()
  list(@Query(new ZodValidationPipe(chatListQuerySchema)) query: ChatListQuery): Promise<ChatListResponse> {
    return this.chats.list(query);
  }

  @Get('unanswered')
  unanswered(@Query(new ZodValidationPipe(unansweredQuerySchema)) query: { days: number }): Promise<UnansweredReport> {
    return this.chats.unanswered(query.days);
  }

  @Get(':id')
  transcript(@Param(new ZodValidationPipe(conversationParamsSchema)) params: { id: string }): Promise<ChatTranscript> {
    return this.chats.transcript(params.id);
  }
}
