import { Controller, Get, Header, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ClientEnvService } from './client-env.service';

/** GET /api/client-env: what the browser needs to create its data client. */
@Controller('api/client-env')
export class ClientEnvController {
  constructor(private readonly clientEnv: ClientEnvService) {}

  @Get()
  // The URL depends on the Host the browser used, so no shared cache may keep one answer.
  @Header('cache-control', 'no-store')
  @Header('vary', 'host')
  get(@Req() request: FastifyRequest) {
    return this.clientEnv.clientEnv({ protocol: request.protocol, host: request.host });
  }
}
