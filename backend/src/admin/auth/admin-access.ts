import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { OperatorRole } from '@prairieflow/contracts/admin';
import type { FastifyRequest } from 'fastify';
import type { SessionOperator } from './session.service';

export const ADMIN_ACCESS = 'pf:admin-access';

/**
 * Who may call a console route: `@AdminAccess('admin')`, `@AdminAccess('admin', 'editor')`, or
 * `@AdminAccess('public')` for sign-in and enrolment (which still get the Origin check).
 * A route without it is treated as admin-only.
 */
export const AdminAccess = (...access: [OperatorRole | 'public', ...OperatorRole[]]) => SetMetadata(ADMIN_ACCESS, access);

export type ConsoleRequest = FastifyRequest & { operator?: SessionOperator };

/** The signed-in operator the guard attached. */
export const CurrentOperator = createParamDecorator((_data: unknown, context: ExecutionContext): SessionOperator => {
  const operator = context.switchToHttp().getRequest<ConsoleRequest>().operator;
  if (!operator) throw new Error('CurrentOperator used on a route without a session');
  return operator;
});
