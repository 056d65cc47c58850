import { Controller, Get, Header } from '@nestjs/common';
import { ClientEnvService } from './client-env.service';

/** GET /api/client-env: what the browser needs to create its data client. */
@Controller('api/client-env')
export class ClientEnvController {
  constructor(private readonly clientEnv: ClientEnvService) {}

  @Get()
  // Keys can be rotated: browsers ask again on their next page load.
  @Header('cache-control', 'no-store')
  get() {
    return this.clientEnv.clientEnv();
  }
}
