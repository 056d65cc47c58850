import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { PrismaService } from '../prisma/prisma.service';

/** Probes for compose, load balancers and orchestrators. */
@Controller()
export class HealthController {
  constructor(private readonly prisma: PrismaService) {}

  /** Liveness: the process answers. */
  @Get('healthz')
  health() {
    return { status: 'ok' };
  }

  /** Readiness: the database answers; 503 while it does not. */
  @Get('readyz')
  async ready() {
    if (!(await this.prisma.isReady())) throw new ServiceUnavailableException({ message: 'Database is not reachable' });
    return { status: 'ready' };
  }
}
