import { Controller, Get, Head, NotFoundException, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SiteService } from './site.service';

/** Serves the prerendered front end for every GET that no API route answered. */
@Controller()
export class SiteController {
  constructor(private readonly site: SiteService) {}

  @Get('*')
  @Head('*')
  serve(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const urlPath = request.url.split('?')[0];
    if (urlPath.startsWith('/api/') || urlPath === '/api' || !this.site.available) throw new NotFoundException();
    const { file, status, cacheControl } = this.site.resolve(urlPath);
    return reply.status(status).header('cache-control', cacheControl).sendFile(file, this.site.root, { cacheControl: false });
  }
}
