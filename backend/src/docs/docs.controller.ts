import { Controller, Get, Header, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { docsPageHeaders } from './docs-page';
import { DocsService } from './docs.service';

/**
 * GET /api/openapi.json (OpenAPI 3.1, generated from contracts/) and GET /api/docs (the same,
 * readable). Served in every environment: they describe only routes the site already exposes,
 * and integrators (n8n, a CRM) read them from the live site.
 */
@Controller('api')
export class DocsController {
  constructor(private readonly docs: DocsService) {}

  @Get('openapi.json')
  @Header('cache-control', 'public, max-age=300')
  openApi() {
    return this.docs.openApiDocument();
  }

  @Get('docs')
  page(@Res() reply: FastifyReply) {
    return reply.headers(docsPageHeaders).send(this.docs.docsPage());
  }
}
