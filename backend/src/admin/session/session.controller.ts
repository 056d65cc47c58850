import { Body, Controller, Delete, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { type SessionResponse, type SignInRequest, signInRequestSchema } from '@prairieflow/contracts/admin';
import type { FastifyReply } from 'fastify';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { AuditService } from '../audit/audit.service';
import { AdminAccess, type ConsoleRequest, CurrentOperator } from '../auth/admin-access';
import { AdminGuard } from '../auth/admin.guard';
import { SESSION_IDLE_SECONDS } from '../auth/session-policy';
import { type SessionOperator, SessionService } from '../auth/session.service';
import { SignInService } from './sign-in.service';

/** /api/admin/session: sign in (POST), who am I (GET), sign out (DELETE). Editors may use all three. */
@Controller('api/admin/session')
@UseGuards(AdminGuard)
export class SessionController {
  constructor(
    private readonly signIns: SignInService,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
  ) {}

  @Post()
  @HttpCode(200)
  @AdminAccess('public')
  signIn(
    @Body(new ZodValidationPipe(signInRequestSchema)) body: SignInRequest,
    @Req() request: ConsoleRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse> {
    return this.signIns.signIn(body, request, reply);
  }

  @Get()
  @AdminAccess('admin', 'editor')
  me(@CurrentOperator() operator: SessionOperator): SessionResponse {
    return {
      operator: { id: operator.id, email: operator.email, role: operator.role },
      expiresAt: operator.expiresAt.toISOString(),
      idleSeconds: SESSION_IDLE_SECONDS,
    };
  }

  @Delete()
  @HttpCode(204)
  @AdminAccess('admin', 'editor')
  async signOut(
    @CurrentOperator() operator: SessionOperator,
    @Req() request: ConsoleRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    await this.sessions.end(request, reply);
    await this.audit.record(operator, { action: 'sign_out', subjectType: 'operator', subjectId: operator.id });
  }
}
