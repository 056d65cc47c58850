import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { isDatabaseUnavailable } from './database-unavailable';
import type { FieldIssue } from './zod-validation.pipe';

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  issues?: FieldIssue[];
  [extra: string]: unknown;
}

/** Fastify's own errors (body parsing, size limits) carry a status code but a raw message. */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type must be application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must not be empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
};

/** Builds the one error body every failure answers with. A 5xx never carries internals. */
export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const extra = typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : {};
    const message =
      typeof response === 'string' ? response : typeof extra.message === 'string' ? extra.message : (STATUS_CODES[status] ?? 'Error');
    const { message: _m, error: _e, statusCode: _s, ...rest } = extra;
    return {
      statusCode: status,
      error: STATUS_CODES[status] ?? 'Error',
      // A deliberate 503 explains itself; a 500 may wrap anything, so it says nothing.
      message: status === 500 ? 'Internal server error' : message,
      ...(status === 500 ? {} : rest),
    };
  }
  if (isDatabaseUnavailable(exception)) {
    return {
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    };
  }
  const err = exception as { statusCode?: number; code?: string; message?: string } | undefined;
  const status = typeof err?.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
  if (status >= 500) return { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message: 'Internal server error' };
  const known = err?.code ? fastifyMessages[err.code] : undefined;
  const message = known ?? (err?.code?.startsWith('FST_') ? (STATUS_CODES[status] ?? 'Bad request') : (err?.message ?? 'Bad request'));
  return { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message };
}

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const request = ctx.getRequest<FastifyRequest>();
    const body = toErrorBody(exception);
    if (body.statusCode >= (HttpStatus.INTERNAL_SERVER_ERROR as number)) {
      this.logger.error({ err: exception, reqId: request?.id }, 'Unhandled error');
    }
    sendError(reply, body);
  }
}

export function sendError(reply: FastifyReply, body: ErrorBody): void {
  if (reply.sent) return;
  reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
}
