import { BadRequestException, InternalServerErrorException } from '@nestjs/common';
import { toErrorBody } from './http-exception.filter';

describe('toErrorBody', () => {
  it('keeps a 4xx message and its field issues', () => {
    const body = toErrorBody(
      new BadRequestException({
        message: 'Name must be at least 2 characters',
        issues: [{ path: 'name', message: 'Name must be at least 2 characters' }],
      }),
    );
    expect(body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Name must be at least 2 characters',
      issues: [{ path: 'name', message: 'Name must be at least 2 characters' }],
    });
  });

  it('never exposes a driver message or stack in a 5xx body', () => {
    const driverError = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=secret'), { stack: 'at pg.js:1' });
    expect(toErrorBody(driverError)).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' });
    expect(toErrorBody(new InternalServerErrorException('db password leaked'))).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal server error',
    });
  });

  it('maps Fastify parsing errors to clear messages', () => {
    expect(toErrorBody({ statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE', message: 'raw' }).message).toBe('Request body is too large');
  });
});
