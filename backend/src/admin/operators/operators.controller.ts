import { Body, ConflictException, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  type EnrolmentLinkResponse,
  type IdParams,
  idParamsSchema,
  type OperatorAddRequest,
  operatorAddRequestSchema,
  type OperatorListResponse,
  type OperatorSummary,
} from '@prairieflow/contracts/admin';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { AdminAccess, CurrentOperator } from '../auth/admin-access';
import { AdminGuard } from '../auth/admin.guard';
import type { SessionOperator } from '../auth/session.service';
import { OperatorAccountsService } from './operator-accounts.service';

/** /api/admin/operators: admins add, disable and reset operators (as `npm run admin` does). */
@Controller('api/admin/operators')
@UseGuards(AdminGuard)
@AdminAccess('admin')
export class OperatorsController {
  constructor(private readonly accounts: OperatorAccountsService) {}

  @Get()
  async list(): Promise<OperatorListResponse> {
    return { items: await this.accounts.list() };
  }

  @Post()
  @HttpCode(201)
  add(
    @Body(new ZodValidationPipe(operatorAddRequestSchema)) body: OperatorAddRequest,
    @CurrentOperator() actor: SessionOperator,
  ): Promise<EnrolmentLinkResponse> {
    return this.accounts.add(body, actor);
  }

  @Post(':id/disable')
  @HttpCode(200)
  disable(
    @Param(new ZodValidationPipe(idParamsSchema)) params: IdParams,
    @CurrentOperator() actor: SessionOperator,
  ): Promise<OperatorSummary> {
    notSelf(params.id, actor);
    return this.accounts.disable(params.id, actor);
  }

  @Post(':id/reset')
  @HttpCode(200)
  reset(
    @Param(new ZodValidationPipe(idParamsSchema)) params: IdParams,
    @CurrentOperator() actor: SessionOperator,
  ): Promise<EnrolmentLinkResponse> {
    notSelf(params.id, actor);
    return this.accounts.reset(params.id, actor);
  }
}

/** An admin cannot lock themself out from the console (the last admin would lose it); the CLI can. */
function notSelf(id: string, actor: SessionOperator): void {
  if (id === actor.id)
    throw new ConflictException('You cannot disable or reset your own account here; ask another admin or use npm run admin');
}
